import type {
  AlbumView,
  AlbumViewList,
  ClubSettings,
  Language,
  NewsArticle,
  NewsCardPage,
} from '@club/contracts';
import {
  ALBUMS_API,
  CONTENT_API,
  GALLERY_PAGE_PATH,
  galleryPageAt,
  NEWS_API,
  NEWS_PAGE_PATH,
  newsPageAt,
  SETTINGS_API,
} from '@club/contracts';
import type { Config } from '../../config.ts';
import {
  drawPage,
  escapeHtml,
  languageOf,
  missingRecordHead,
  modulePreloads,
  readBoot,
  type AppRenderer,
  type PageHead,
} from './page-head.ts';

/** The readers' page size of the public news list (web: features/news, NEWS_PAGE_SIZE). */
export const PUBLIC_NEWS_PAGE_SIZE = 10;

/**
 * The news list's read of a page in the reader's language, as the web app asks it (the same
 * path finds it embedded).
 */
export const publicNewsRead = (pageIndex: number, language: Language) =>
  `${NEWS_API.public}?pageIndex=${pageIndex}&pageSize=${PUBLIC_NEWS_PAGE_SIZE}&lang=${language}`;

/** A post's read in the reader's language, as the web app asks it. */
export const publicNewsPostRead = (slug: string, language: Language) =>
  `${NEWS_API.public}/${slug}?lang=${language}`;

/** The app the page's reads go through (page-head.ts's, which alone names Fastify). */
type App = Parameters<typeof readBoot>[0];

const LIST_MODULE = 'features/news/pages/public-news-page.tsx';
const POST_MODULE = 'features/news/pages/public-news-post-page.tsx';

/** The list's page in the address (`?page=2`: the second), else the first. */
function pageIndexOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0;
}

/**
 * The public site's news (/news and /news/<slug>), drawn by the server as the other public
 * pages are: the title, description, canonical address and Open Graph tags of the list or the
 * post, the reads the page starts with (embedded), and its HTML. Null for any other path; a
 * post that is not published to the public (unknown, a draft, members only) answers 404 with
 * the not-found head (`missingRecordHead`), and the app shows its not-found text.
 */
export async function newsPageHead(
  app: App,
  config: Config,
  pathAfterBase: string,
  opts: {
    search: string;
    chunksOf: (pageModule: string) => string[];
    render: { renderer: AppRenderer; acceptLanguage: string | undefined } | undefined;
    acceptLanguage: string | undefined;
    /** The app's own title of its screen (the news list's, in the reader's language). */
    titleOf?: (url: string, language: Language) => Promise<string | undefined>;
  },
): Promise<PageHead | null> {
  const at = newsPageAt(pathAfterBase);
  if (!at) return galleryPageHead(app, config, pathAfterBase, opts);
  const language = languageOf(opts.acceptLanguage);
  const read = at.slug
    ? publicNewsPostRead(at.slug, language)
    : publicNewsRead(pageIndexOf(opts.search), language);
  // The list draws today's public notices beside the posts (never the members' own).
  const boot = await readBoot(app, [
    SETTINGS_API.settings,
    read,
    ...(at.slug ? [] : [CONTENT_API.publicNotices]),
  ]);
  const data = boot[read] as NewsArticle | NewsCardPage | undefined;
  if (!data) return at.slug ? missingRecordHead(boot) : null;
  const club = (boot[SETTINGS_API.settings] as ClubSettings | undefined)?.clubName;
  const post = at.slug ? (data as NewsArticle) : null;
  const base = config.BASE_PATH;
  const name =
    post?.title ??
    (await opts.titleOf?.(`${base}${NEWS_PAGE_PATH}`, language).catch(() => undefined));
  const title = [name, club].filter(Boolean).join(' | ');
  const description =
    post?.summary ??
    (data as NewsCardPage).items
      .slice(0, 3)
      .map((c) => c.title)
      .join(' · ');
  const url = `${config.publicUrl}${base}${at.slug ? `${NEWS_PAGE_PATH}/${at.slug}` : NEWS_PAGE_PATH}`;
  const cover = post?.coverUrl;
  const image = cover && !cover.endsWith('.svg') ? cover : 'images/og-image.png';
  const absolute = /^https?:/.test(image)
    ? image
    : `${config.publicUrl}${image.startsWith('/') ? '' : `${base}/`}${image}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${post ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(club ? [`<meta property="og:site_name" content="${escapeHtml(club)}" />`] : []),
    `<meta property="og:image" content="${escapeHtml(absolute)}" />`,
    ...(post ? [`<meta property="article:published_time" content="${post.publishedAt}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...modulePreloads(base, opts.chunksOf(post ? POST_MODULE : LIST_MODULE)),
  ];
  const rendered =
    opts.render &&
    (await drawPage(
      app,
      opts.render.renderer,
      `${base}${pathAfterBase}${opts.search}`,
      language,
      boot,
    ));
  return { head: tags.join('\n    '), boot, ...(rendered ? { app: rendered } : {}) };
}

const GALLERY_MODULE = 'features/news/pages/public-gallery-page.tsx';
const ALBUM_MODULE = 'features/news/pages/public-album-page.tsx';

/**
 * The public gallery (/gallery and /gallery/<slug>), drawn by the server like the news: the
 * head tags of the gallery or the album, its read embedded, its HTML. Null for any other
 * path; an album not published to the public answers 404 as a news post does.
 */
async function galleryPageHead(
  app: App,
  config: Config,
  pathAfterBase: string,
  opts: Parameters<typeof newsPageHead>[3],
): Promise<PageHead | null> {
  const at = galleryPageAt(pathAfterBase);
  if (!at) return null;
  const language = languageOf(opts.acceptLanguage);
  const read = at.slug ? `${ALBUMS_API.public}/${at.slug}` : ALBUMS_API.public;
  const boot = await readBoot(app, [SETTINGS_API.settings, read]);
  const data = boot[read] as AlbumView | AlbumViewList | undefined;
  if (!data) return at.slug ? missingRecordHead(boot) : null;
  const club = (boot[SETTINGS_API.settings] as ClubSettings | undefined)?.clubName;
  const album = at.slug ? (data as AlbumView) : null;
  const base = config.BASE_PATH;
  const name =
    album?.title ??
    (await opts.titleOf?.(`${base}${GALLERY_PAGE_PATH}`, language).catch(() => undefined));
  const title = [name, club].filter(Boolean).join(' | ');
  const description =
    album?.description ??
    (data as AlbumViewList).items
      .slice(0, 3)
      .map((a) => a.title)
      .join(' · ');
  const url = `${config.publicUrl}${base}${at.slug ? `${GALLERY_PAGE_PATH}/${at.slug}` : GALLERY_PAGE_PATH}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(club ? [`<meta property="og:site_name" content="${escapeHtml(club)}" />`] : []),
    ...modulePreloads(base, opts.chunksOf(album ? ALBUM_MODULE : GALLERY_MODULE)),
  ];
  const rendered =
    opts.render &&
    (await drawPage(app, opts.render.renderer, `${base}${pathAfterBase}`, language, boot));
  return { head: tags.join('\n    '), boot, ...(rendered ? { app: rendered } : {}) };
}
