import type {
  ClubSettings,
  ContentPage,
  Language,
  MeResponse,
  PageSlug,
  SiteImage,
} from '@club/contracts';
import {
  BANQUETS_API,
  CHAMBERS_API,
  EVENTS_API,
  LANGUAGES,
  MEMBER_DASHBOARD_API,
  pageBlockReads,
  publicPageAt,
  AUTH_API,
  CONTENT_API,
  SETTINGS_API,
  STATEMENTS_API,
} from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * What the server writes into index.html for a public page (DESIGN.md "static web"):
 *
 * - its title (SPEC.md §9 template), description, canonical address and Open Graph tags, for
 *   crawlers and link previews, which run no script;
 * - a preload of the page's first image (its largest paint);
 * - the public reads the page makes first, as a JSON data block the app takes instead of
 *   asking again (web/src/lib/api.ts), so the page renders without a second round trip.
 *
 * The reads go through the API's own routes (inject), so the data is exactly what a fetch
 * returns. Only public, anonymous reads are embedded, never anything of the visitor's session.
 */
export interface PageHead {
  /** Tags for <head>, replacing the generic title, description and Open Graph tags. */
  head: string;
  /** API path -> its JSON answer. */
  boot: Record<string, unknown>;
  /**
   * The page's HTML from the web app's server renderer, in the visitor's language (and for
   * the width class it is drawn for, where its layout depends on the width).
   */
  app?: { html: string; language: Language; width?: number };
  /** It carries the reader's own data (a member's page): never stored by a cache. */
  personal?: boolean;
  /**
   * The record the address names is not there for the public (an unknown slug, a draft, a
   * members' post): answered 404 with the not-found head (noindex); the app says so in place.
   */
  missing?: boolean;
}

/**
 * The web app's server renderer (web/src/entry-server.tsx, built to web/dist-ssr): the HTML
 * of the app at a path, or null where the app would redirect.
 */
export type AppRenderer = (
  url: string,
  language: Language,
  boot: Record<string, unknown>,
  width?: number,
) => Promise<string | null>;

/** The visitor's language as the web app would detect it from the browser's (else English). */
export function languageOf(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return 'en';
}

/**
 * The page component each public page renders (web/src/app/routes.tsx), by its source path:
 * its chunks are preloaded. A name that no longer matches only loses the preload.
 */
const PAGE_MODULES: Partial<Record<PageSlug, string>> = {
  home: 'home-page',
  aboutus: 'about-us-page',
  clubfacilities: 'club-facilities-page',
  committemembers: 'committee-page',
  affiliated: 'affiliated-page',
  contactus: 'contact-page',
  events: 'events-page',
  chamberbooking: 'chamber-booking-page',
};
export const pageModuleOf = (slug: PageSlug) =>
  `features/content/pages/${PAGE_MODULES[slug] ?? 'facility-page'}.tsx`;

/** The public page a path under the base path names, in any case (SPEC.md §2). */
export function publicSlug(pathAfterBase: string): PageSlug | undefined {
  return publicPageAt(pathAfterBase)?.slug;
}

/**
 * The reads of the sections a page draws beside its text (the committee, the affiliated
 * clubs, the rooms, the halls, the events): embedded, so the server draws the sections with
 * their data rather than placeholders the browser would fill only once the app starts. A read
 * in the reader's language names it, as the app asks it (the events: get-public-events.ts).
 */
const SECTION_READS: Partial<Record<PageSlug, (language: Language) => string[]>> = {
  committemembers: () => [CONTENT_API.committee],
  affiliated: () => [CONTENT_API.affiliated],
  thechambers: () => [CHAMBERS_API.roomTypes],
  banquets: () => [BANQUETS_API.publicHalls, BANQUETS_API.publicPackages],
  events: (language) => [`${EVENTS_API.publicEvents}?lang=${language}`],
};

/**
 * The reads each public page starts with (web/src/features/content/api/prefetch.ts), the
 * pages' in the reader's language: the same paths the app asks, so it finds them embedded.
 */
function bootReads(slug: PageSlug, language: Language): string[] {
  const reads = [
    SETTINGS_API.settings,
    `${CONTENT_API.pages}/${slug}?lang=${language}`,
    ...(SECTION_READS[slug]?.(language) ?? []),
  ];
  if (slug === 'home') {
    reads.push(
      `${CONTENT_API.pages}/events?lang=${language}`,
      `${CONTENT_API.images}?kind=banner`,
      `${CONTENT_API.images}?kind=gallery`,
      `${CONTENT_API.pages}?which=facilities&lang=${language}`,
    );
  }
  return reads;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The first reads' answers, by URL (read in parallel, kept in the order asked; 200s only): the
 * public ones anonymously, a signed-in page's with the reader's own cookies.
 */
export async function readBoot(
  app: FastifyInstance,
  reads: string[],
  cookie?: string,
): Promise<Record<string, unknown>> {
  const headers = cookie ? { cookie } : {};
  const answers = await Promise.all(
    reads.map((url) => app.inject({ method: 'GET', url, headers })),
  );
  const boot: Record<string, unknown> = {};
  reads.forEach((url, i) => {
    if (answers[i]!.statusCode === 200) boot[url] = answers[i]!.json();
  });
  return boot;
}

/** <link rel="modulepreload"> for each of a page's chunks. */
export const modulePreloads = (base: string, files: string[]) =>
  files.map(
    (file) => `<link rel="modulepreload" crossorigin href="${base}/${escapeHtml(file)}" />`,
  );

/**
 * The page drawn by the server renderer at `url`, or undefined: a page the renderer cannot
 * draw is still served, and the browser's app renders it.
 */
export async function drawPage(
  app: FastifyInstance,
  renderer: AppRenderer,
  url: string,
  language: Language,
  boot: Record<string, unknown>,
  width?: number,
): Promise<PageHead['app']> {
  const html = await renderer(url, language, boot, width).catch((err: unknown) => {
    app.log.error({ err }, 'server rendering failed; the browser renders the page');
    return null;
  });
  if (!html) return undefined;
  return width === undefined ? { html, language } : { html, language, width };
}

export async function publicPageHead(
  app: FastifyInstance,
  config: Config,
  pathAfterBase: string,
  chunksOf: (pageModule: string) => string[] = () => [],
  render?: { renderer: AppRenderer; acceptLanguage: string | undefined },
  /** The reader's chosen language, else the browser's (the renderer draws in the same). */
  acceptLanguage: string | undefined = render?.acceptLanguage,
): Promise<PageHead | null> {
  const slug = publicSlug(pathAfterBase);
  if (!slug) return null;
  const language = languageOf(acceptLanguage);
  // Read in parallel, written in a fixed order: the same content gives the same HTML.
  const boot = await readBoot(app, bootReads(slug, language));
  const page = boot[`${CONTENT_API.pages}/${slug}?lang=${language}`] as ContentPage | undefined;
  const settings = boot[SETTINGS_API.settings] as ClubSettings | undefined;
  if (!page) return null;
  // The live blocks the editors placed in the text (contracts/src/page-blocks.ts) and their
  // reads, unless the page reads them anyway.
  const blockReads = pageBlockReads([
    page.bodyHtml,
    ...page.rules,
    ...page.timings.map((x) => x.value),
  ]).filter((url) => !(url in boot));
  if (blockReads.length > 0) Object.assign(boot, await readBoot(app, blockReads));

  const club = settings?.clubName;
  const title = club ? `${page.title} | ${club}` : page.title;
  const base = config.BASE_PATH;
  const url = `${config.publicUrl}${base}${pathAfterBase}`;
  const absolute = (src: string) =>
    /^https?:/.test(src)
      ? src
      : `${config.publicUrl}${src.startsWith('/') ? '' : `${base}/`}${src}`;
  const banner = (boot[`${CONTENT_API.images}?kind=banner`] as SiteImage[] | undefined)?.[0]?.url;
  const firstImage = slug === 'home' ? banner : page.photos[0]?.url;
  // Link previews take raster images only: the page's first photo unless it is a drawing.
  const photo = page.photos[0]?.url;
  const ogImage = photo && !photo.endsWith('.svg') ? photo : 'images/og-image.png';
  const appSrc = (src: string) => (src.startsWith('/') ? src : `${base}/${src}`);

  const tags = [
    // The page's first image (its largest paint) before anything else the page asks for.
    ...(firstImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(appSrc(firstImage))}" fetchpriority="high" />`,
        ]
      : []),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.summary)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.summary)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(club ? [`<meta property="og:site_name" content="${escapeHtml(club)}" />`] : []),
    `<meta property="og:image" content="${escapeHtml(absolute(ogImage))}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...modulePreloads(base, chunksOf(pageModuleOf(slug))),
  ];
  const rendered =
    render && (await drawPage(app, render.renderer, `${base}${pathAfterBase}`, language, boot));
  return { head: tags.join('\n    '), boot, ...(rendered ? { app: rendered } : {}) };
}

/**
 * The page-not-found screen for a path the web app has no screen for (answered with 404): a
 * title, no indexing, the club's settings as its first read, and the screen drawn by the
 * server renderer in the visitor's language.
 */
export async function notFoundPageHead(
  app: FastifyInstance,
  config: Config,
  pathAfterBase: string,
  render?: { renderer: AppRenderer; acceptLanguage: string | undefined },
): Promise<PageHead> {
  const boot = await readBoot(app, [SETTINGS_API.settings]);
  const { head } = missingRecordHead(boot);
  const rendered =
    render &&
    (await drawPage(
      app,
      render.renderer,
      `${config.BASE_PATH}${pathAfterBase}`,
      languageOf(render.acceptLanguage),
      boot,
    ));
  return { head, boot, ...(rendered ? { app: rendered } : {}) };
}

/**
 * A public page whose record is not there for the public (news/<slug>, gallery/<slug>: an
 * unknown slug, a draft, a members' one): the not-found title, no indexing, the club's
 * settings as its first read; answered 404 (`missing`), and the app says so in place.
 */
export function missingRecordHead(boot: Record<string, unknown>): PageHead {
  const settings = boot[SETTINGS_API.settings] as ClubSettings | undefined;
  const club = settings?.clubName;
  const title = club ? `Page not found | ${club}` : 'Page not found';
  const tags = [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex" />'];
  return {
    head: tags.join('\n    '),
    boot: settings ? { [SETTINGS_API.settings]: settings } : {},
    missing: true,
  };
}

/** The sign-in page's path (web/src/app/routes.tsx) and its module, whose chunks it preloads. */
const SIGN_IN_PATH = '/login';
const SIGN_IN_MODULE = 'features/auth/pages/login-page.tsx';

/**
 * The sign-in page (/login, in any case), drawn by the server as the public pages are, so it
 * paints before any script: its title in the visitor's language, its chunks preloaded, the
 * club's settings as its first read and, for a visitor with no session cookie, the session
 * (`GET /api/auth/me`: nobody), which lets the app's guard show the form on its first render,
 * as the server drew it, instead of a loader until it has asked. Null for any other path.
 */
export async function signInPageHead(
  app: FastifyInstance,
  config: Config,
  pathAfterBase: string,
  opts: {
    chunksOf: (pageModule: string) => string[];
    render: { renderer: AppRenderer; acceptLanguage: string | undefined } | undefined;
    acceptLanguage: string | undefined;
    /** No session cookie came with the request: the visitor is nobody, for sure. */
    signedOut: boolean;
    /** The address's query ('?tab=staff&from=...', or ''): the page draws what it says. */
    search: string;
    titleOf?: (url: string, language: Language) => Promise<string | undefined>;
  },
): Promise<PageHead | null> {
  if (pathAfterBase.toLowerCase() !== SIGN_IN_PATH) return null;
  const base = config.BASE_PATH;
  const language = languageOf(opts.acceptLanguage);
  const boot = await readBoot(app, [
    SETTINGS_API.settings,
    ...(opts.signedOut ? [AUTH_API.me] : []),
  ]);
  const club = (boot[SETTINGS_API.settings] as ClubSettings | undefined)?.clubName;
  const page = await opts.titleOf?.(`${base}${SIGN_IN_PATH}`, language).catch(() => undefined);
  const title = [page, club].filter(Boolean).join(' | ');
  const tags = [
    ...(title ? [`<title>${escapeHtml(title)}</title>`] : []),
    ...modulePreloads(base, opts.chunksOf(SIGN_IN_MODULE)),
  ];
  // Drawn only when the app would draw the same: the form, for a visitor known to be nobody.
  const url = `${base}${pathAfterBase}${opts.search}`;
  const rendered =
    opts.render && boot[AUTH_API.me]
      ? await drawPage(app, opts.render.renderer, url, language, boot)
      : undefined;
  return { head: tags.join('\n    '), boot, ...(rendered ? { app: rendered } : {}) };
}

/**
 * The member's pages the server draws for a signed-in member, as it draws the public ones: the
 * pages a member opens by address (a bookmark, a mail's link, the landing after sign-in on a
 * new tab), by their path in lower case, with the module whose chunks they preload and the
 * reads each starts with in the reader's language (the same paths the app asks).
 */
const MEMBER_PAGES: Record<string, { module: string; reads: (lang: Language) => string[] }> = {
  '/dashboards/default': {
    module: 'features/dashboard/pages/default-dashboard-page.tsx',
    reads: (lang) => [
      `${STATEMENTS_API.accountSummary}?lang=${lang}`,
      `${MEMBER_DASHBOARD_API.dashboard}?lang=${lang}`,
    ],
  },
  '/member/viewstatement': {
    module: 'features/statements/pages/view-statement-page.tsx',
    reads: (lang) => [`${STATEMENTS_API.mine}?lang=${lang}`],
  },
};

/**
 * A member's page (the dashboard, the statement) for a reader whose session cookie is a
 * member's own: its title, chunks, the club's settings, the session and the page's reads, all
 * read with the reader's cookies, and the page drawn by the server. Null for any other path or
 * reader (no session, an ended one, staff, an admin acting for a member): the app draws those.
 * The answer carries the member's own data: it is sent `private, no-store` (`personal`).
 */
export async function memberPageHead(
  app: FastifyInstance,
  config: Config,
  pathAfterBase: string,
  opts: {
    cookie: string | undefined;
    /**
     * The address's query: a page opened with one (`?month=2026-10`) shows what it names,
     * which the server does not read: the app draws it.
     */
    search: string;
    /** The width class the reader's browser last reported: the page is drawn for it. */
    width: number | undefined;
    chunksOf: (pageModule: string) => string[];
    render: { renderer: AppRenderer; acceptLanguage: string | undefined } | undefined;
    titleOf?: (url: string, language: Language) => Promise<string | undefined>;
  },
): Promise<PageHead | null> {
  const page = MEMBER_PAGES[pathAfterBase.toLowerCase()];
  if (!page || opts.search || !opts.cookie || !opts.render || opts.width === undefined) {
    return null;
  }
  const me = await app.inject({
    method: 'GET',
    url: AUTH_API.me,
    headers: { cookie: opts.cookie },
  });
  const user = me.statusCode === 200 ? (me.json() as MeResponse).user : null;
  if (user?.kind !== 'member' || user.actingAs) return null;
  const base = config.BASE_PATH;
  const language = languageOf(opts.render.acceptLanguage);
  const reads = page.reads(language);
  const boot: Record<string, unknown> = {
    [AUTH_API.me]: { user },
    ...(await readBoot(app, [SETTINGS_API.settings, ...reads], opts.cookie)),
  };
  // A read refused on the way (the session ended between two reads): the app draws the page.
  if (Object.keys(boot).length < 2 + reads.length) return null;
  const club = (boot[SETTINGS_API.settings] as ClubSettings | undefined)?.clubName;
  const name = await opts.titleOf?.(`${base}${pathAfterBase}`, language).catch(() => undefined);
  const title = [name, club].filter(Boolean).join(' | ');
  const tags = [
    ...(title ? [`<title>${escapeHtml(title)}</title>`] : []),
    '<meta name="robots" content="noindex" />',
    ...modulePreloads(base, opts.chunksOf(page.module)),
  ];
  const rendered = await drawPage(
    app,
    opts.render.renderer,
    `${base}${pathAfterBase}`,
    language,
    boot,
    opts.width,
  );
  if (!rendered) return null;
  return { head: tags.join('\n    '), boot, app: rendered, personal: true };
}
