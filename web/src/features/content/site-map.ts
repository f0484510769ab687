import type { PageCta, PageSlug } from '@club/contracts';
import { keyMap } from '../../lib/i18n';

/** A public page: its path as the club's site spells it (matched in any case) and its slug. */
export interface SitePage {
  path: string;
  slug: PageSlug;
}

const page = (path: string): SitePage => ({
  path: `/${path}`,
  slug: path.toLowerCase() as PageSlug,
});

export const SITE_PAGES = {
  home: page('home'),
  aboutus: page('aboutus'),
  clubfacilities: page('Clubfacilities'),
  committemembers: page('Committemembers'),
  cricket: page('Cricket'),
  hockey: page('Hockey'),
  tennis: page('Tennis'),
  squash: page('Squash'),
  badminton: page('badminton'),
  swimming: page('Swimming'),
  billiards: page('billiards'),
  gym: page('Gym'),
  yoga: page('Yoga'),
  otherwellness: page('Otherwellness'),
  library: page('Library'),
  cards: page('Cards'),
  restaurants: page('Restaurants'),
  yorkerbar: page('Yorkerbar'),
  banquets: page('Banquets'),
  thechambers: page('Thechambers'),
  chamberbooking: page('chamberbooking'),
  events: page('Events'),
  affiliated: page('affiliated'),
  contactus: page('Contactus'),
} satisfies Record<PageSlug, SitePage>;

export const pathOf = (slug: PageSlug): string => SITE_PAGES[slug].path;

/** The title key of every public page. */
export const PAGE_TITLE_KEYS = keyMap('content:pages.', Object.keys(SITE_PAGES) as PageSlug[]);

/** The slug of the public page at a path (any case), if it is one. */
export function slugOfPath(pathname: string): PageSlug | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  return last && last in SITE_PAGES ? (last as PageSlug) : undefined;
}

export type MenuGroupKey =
  | 'ourStory'
  | 'sports'
  | 'wellness'
  | 'pursuits'
  | 'social'
  | 'stay'
  | 'events'
  | 'affiliated'
  | 'contact';

/** The heading of each menu group. */
export const MENU_GROUP_KEYS = keyMap('content:menu.', [
  'ourStory',
  'sports',
  'wellness',
  'pursuits',
  'social',
  'stay',
  'events',
  'affiliated',
  'contact',
] satisfies MenuGroupKey[]);

/** The label of each call to action a page may end with. */
export const CTA_KEYS = keyMap('content:cta.', [
  'bookRoom',
  'bookHall',
  'events',
  'orderFood',
  'contact',
] satisfies PageCta[]);

/** The club's menu (a dropdown per group; a single link where a group has one page). */
export const SITE_MENU: { key: MenuGroupKey; pages: PageSlug[] }[] = [
  { key: 'ourStory', pages: ['aboutus', 'committemembers', 'clubfacilities'] },
  {
    key: 'sports',
    pages: ['cricket', 'hockey', 'tennis', 'squash', 'badminton', 'swimming', 'billiards'],
  },
  { key: 'wellness', pages: ['gym', 'yoga', 'otherwellness'] },
  { key: 'pursuits', pages: ['library', 'cards'] },
  { key: 'social', pages: ['restaurants', 'yorkerbar', 'banquets'] },
  { key: 'stay', pages: ['thechambers', 'chamberbooking'] },
  { key: 'events', pages: ['events'] },
  { key: 'affiliated', pages: ['affiliated'] },
  { key: 'contact', pages: ['contactus'] },
];

/** Resolves an image address: uploads are served by the API; shipped images sit under the base path. */
export function imageSrc(url: string): string {
  return url.startsWith('/') ? url : `${import.meta.env.BASE_URL}${url}`;
}
