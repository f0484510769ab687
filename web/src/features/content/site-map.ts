import { pagePath, PUBLIC_PAGES, publicPageAt } from '@club/contracts/core';
import type { PageCta, PageSlug } from '@club/contracts';
import { keyMap } from '../../lib/i18n';

/** A public page: its path as the club's site spells it (matched in any case) and its slug. */
export interface SitePage {
  path: string;
  slug: PageSlug;
}

/** Every public page by slug, from the one list of the contracts (path, slug). */
export const SITE_PAGES = Object.fromEntries(
  PUBLIC_PAGES.map((p) => [p.slug, { path: p.path, slug: p.slug }]),
) as Record<PageSlug, SitePage>;

export const pathOf = (slug: PageSlug): string => pagePath(slug);

/** The title key of every public page. */
export const PAGE_TITLE_KEYS = keyMap('content:pages.', Object.keys(SITE_PAGES) as PageSlug[]);

/** The slug of the public page at a path (any case), if it is one. */
export function slugOfPath(pathname: string): PageSlug | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return publicPageAt(`/${last}`)?.slug;
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
