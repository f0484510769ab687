/**
 * The public pages of SPEC.md §2, once for the server (sitemap, page head, server rendering)
 * and the web app (routes, menus, links). Zod-free: the web entry chunk imports it through
 * '@club/contracts/core'.
 *
 * - path: as the club's site spells it (links, sitemap, canonical addresses); matched in any case;
 * - slug: the path in lower case, the key of the page's content;
 * - facility: shown as a facility card (home, /Clubfacilities).
 */
export const PUBLIC_PAGES = [
  { slug: 'home', path: '/home', facility: false },
  { slug: 'aboutus', path: '/aboutus', facility: false },
  { slug: 'clubfacilities', path: '/Clubfacilities', facility: false },
  { slug: 'committemembers', path: '/Committemembers', facility: false },
  { slug: 'cricket', path: '/Cricket', facility: true },
  { slug: 'hockey', path: '/Hockey', facility: true },
  { slug: 'tennis', path: '/Tennis', facility: true },
  { slug: 'squash', path: '/Squash', facility: true },
  { slug: 'badminton', path: '/badminton', facility: true },
  { slug: 'swimming', path: '/Swimming', facility: true },
  { slug: 'billiards', path: '/billiards', facility: true },
  { slug: 'gym', path: '/Gym', facility: true },
  { slug: 'yoga', path: '/Yoga', facility: true },
  { slug: 'otherwellness', path: '/Otherwellness', facility: true },
  { slug: 'library', path: '/Library', facility: true },
  { slug: 'cards', path: '/Cards', facility: true },
  { slug: 'restaurants', path: '/Restaurants', facility: true },
  { slug: 'yorkerbar', path: '/Yorkerbar', facility: true },
  { slug: 'banquets', path: '/Banquets', facility: true },
  { slug: 'thechambers', path: '/Thechambers', facility: true },
  { slug: 'chamberbooking', path: '/chamberbooking', facility: false },
  { slug: 'events', path: '/Events', facility: false },
  { slug: 'affiliated', path: '/affiliated', facility: false },
  { slug: 'contactus', path: '/Contactus', facility: false },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PageSlug = PublicPage['slug'];

/** Every public page's slug, in the list's order (a tuple, as zod and drizzle take enums). */
export const PAGE_SLUGS = PUBLIC_PAGES.map((p) => p.slug) as unknown as readonly [
  PageSlug,
  ...PageSlug[],
];

/** The pages shown as facility cards (home, /Clubfacilities), in the list's order. */
export const FACILITY_SLUGS: readonly PageSlug[] = PUBLIC_PAGES.filter((p) => p.facility).map(
  (p) => p.slug,
);

const BY_SLUG = new Map<string, PublicPage>(PUBLIC_PAGES.map((p) => [p.slug, p]));

/** The path of a public page as the site spells it ('cricket' -> '/Cricket'). */
export const pagePath = (slug: PageSlug): string => BY_SLUG.get(slug)!.path;

/** The public page at a path of one segment, in any case ('/cricket', '/CRICKET/'), if any. */
export function publicPageAt(path: string): PublicPage | undefined {
  const m = /^\/([A-Za-z]+)\/?$/.exec(path);
  return m ? BY_SLUG.get(m[1]!.toLowerCase()) : undefined;
}

/**
 * The club's news on the public site (issue 35): the list and a post's page
 * (`${NEWS_PAGE_PATH}/<slug>`), drawn by the server like the pages above, and listed in the
 * sitemap with each published public post.
 */
export const NEWS_PAGE_PATH = '/news';

/** The news page at a path: the list (slug null) or a post's, if it is one (in any case). */
export function newsPageAt(path: string): { slug: string | null } | undefined {
  const m = /^\/news(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\/?$/i.exec(path);
  return m ? { slug: m[1]?.toLowerCase() ?? null } : undefined;
}

/** The club's photo albums on the public site (issue 35): the gallery and an album's page. */
export const GALLERY_PAGE_PATH = '/gallery';

/** The gallery page at a path: the list (slug null) or an album's, if it is one (any case). */
export function galleryPageAt(path: string): { slug: string | null } | undefined {
  const m = /^\/gallery(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\/?$/i.exec(path);
  return m ? { slug: m[1]?.toLowerCase() ?? null } : undefined;
}
