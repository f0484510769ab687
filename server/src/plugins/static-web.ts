import { API_BASE } from '@club/contracts';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pagePath } from '@club/contracts/core';
import type { Config } from '../config.ts';
import { scriptsAfterPaint } from './after-paint.ts';
import { sendProblem } from './errors.ts';
import { scriptJson } from '../lib/script-json.ts';
import { SESSION_COOKIE } from './auth/index.ts';

/**
 * Serves the built web app under the base path with the SPA fallback: a path the app has a
 * screen for gets index.html (200); any other path under it gets the page-not-found screen
 * with 404 (when the app's list of screens is known: isAppPath); unknown /api paths get a
 * problem+json 404.
 */
/** index.html's generic head tags, which a page's own replace (web/index.html's markers). */
const HEAD_SECTION = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
/**
 * #root with index.html's placeholder shell, which a server-rendered page replaces whole: the
 * browser hydrates exactly what the renderer wrote (no whitespace or comments around it).
 */
const ROOT_SECTION = /<div id="root">[\s\S]*?<!--\/app-html-->\s*<\/div>/;

/** The browser's first-paint preferences: the web app's lib/first-paint.ts writes them. */
export const FIRST_PAINT_COOKIE = 'club_first_paint';

export interface FirstPaint {
  /** The language the reader chose ('de'), or undefined: the browser's languages decide. */
  language: string | undefined;
  dark: boolean;
  /**
   * Whether the server should leave the page for the app to draw: the reader's layout is not
   * the default, or they are signed in (the server draws the signed-out page), so a page the
   * server drew would change as the app starts. (Dark mode alone does not: the page is the
   * same, the <html> element says which scheme.)
   */
  appDraws: boolean;
  /** The reader's layout is not the default: only the app draws it. */
  customLayout: boolean;
  /** The window's width class the browser last reported (web: lib/viewport.ts), if any. */
  widthClass: number | undefined;
}

/**
 * What the request's cookies say of its first paint. A language in the address (`?lang=de`:
 * the language menu's links before the app runs, web/src/app/layout/language-menu.tsx) is the
 * reader's choice of now, before the one their cookie keeps.
 */
export function firstPaintOf(request: FastifyRequest): FirstPaint {
  const cookies = request.cookies ?? {};
  const params = new URLSearchParams(cookies[FIRST_PAINT_COOKIE] ?? '');
  const query = request.url.indexOf('?');
  const lang =
    (query >= 0 ? new URLSearchParams(request.url.slice(query)).get('lang') : null) ??
    params.get('lang');
  return {
    language: lang && /^[a-z]{2}$/.test(lang) ? lang : undefined,
    dark: params.get('scheme') === 'dark',
    appDraws: params.get('custom') === '1' || Boolean(cookies[SESSION_COOKIE]),
    customLayout: params.get('custom') === '1',
    widthClass: /^[0-3]$/.test(params.get('vw') ?? '') ? Number(params.get('vw')) : undefined,
  };
}

/** What the server writes into index.html for a public page (modules/content/page-head.ts). */
export interface PageHtml {
  head: string;
  boot: Record<string, unknown>;
  /** The page rendered by the web app's server renderer, when there is one. */
  app?: { html: string; language: string; width?: number };
  /** It carries the reader's own data (a member's page): no cache may keep it. */
  personal?: boolean;
  /**
   * The record its address names is not there for the public (an unknown slug, a draft, a
   * members' post): answered 404, as a path the app has no screen for.
   */
  missing?: boolean;
}

export interface StaticWebOptions {
  config: Config;
  /** A page's own head tags and first reads (public pages), or null: the generic index.html. */
  pageHead?: (pathAfterBase: string, request: FastifyRequest) => Promise<PageHtml | null>;
  /** Whether the app has a screen at a path (with the base path); others answer 404. */
  isAppPath?: (url: string) => boolean;
  /** The page-not-found screen's head, first reads and HTML for an unknown path. */
  notFoundPage?: (pathAfterBase: string, request: FastifyRequest) => Promise<PageHtml | null>;
}

/**
 * Sends an HTML page, compressed when the browser accepts it (a public page carries its data);
 * a member's own page is never stored (not by the browser's back button either).
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, body: string, personal = false) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(body, { params }));
  }
  if (/\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(body));
  }
  return reply.send(body);
}

export async function staticWebPlugin(app: FastifyInstance, opts: StaticWebOptions) {
  const { config, pageHead, isAppPath, notFoundPage } = opts;
  const base = config.BASE_PATH;
  const indexFile = path.join(config.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(async (files) => {
      // The built files are public; declare it on the routes @fastify/static adds.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
        route.schema = { ...route.schema, hide: true };
      });
      await files.register(fastifyStatic, {
        root: config.WEB_DIST,
        prefix: `${base}/`,
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each file (web/vite.config.ts): sent when accepted.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          // Built assets carry a content hash in their names; everything else is revalidated.
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    });
  }
  const html = hasWeb ? fs.readFileSync(indexFile, 'utf8') : null;

  /**
   * index.html for a path: with the page's head tags and first reads when it is public (or
   * the page-not-found screen's, for a path the app has no screen for).
   */
  async function htmlFor(
    url: string,
    request: FastifyRequest,
    headOf: StaticWebOptions['pageHead'] = pageHead,
  ): Promise<{ body: string; personal: boolean; missing: boolean }> {
    if (!html) return { body: '', personal: false, missing: false };
    const page = headOf
      ? await headOf(url.slice(base.length) || '/', request).catch((err: unknown) => {
          app.log.warn({ err }, 'page head failed; serving the generic index.html');
          return null;
        })
      : null;
    let out = html;
    if (page) {
      out = out
        .replace(HEAD_SECTION, () => page.head)
        .replace(
          '</body>',
          () =>
            `<script type="application/json" id="boot-data">${scriptJson(page.boot)}</script>\n  </body>`,
        );
    }
    const paint = firstPaintOf(request);
    const scheme = paint.dark ? 'dark' : 'light';
    if (page?.app) {
      // The page's HTML paints before any script: the app's scripts are asked for once it has
      // painted (after-paint.ts), and hydrate what is there (data-ssr: in which language it is
      // drawn, so that the app draws it again rather than hydrate another).
      out = out
        .replace(
          ROOT_SECTION,
          () =>
            `<div id="root" data-ssr="${page.app!.language}"${
              page.app!.width === undefined ? '' : ` data-vw="${page.app!.width}"`
            }>${page.app!.html}</div>`,
        )
        .replace(
          /<html lang="[a-z]+">/,
          `<html lang="${page.app.language}" data-mantine-color-scheme="${scheme}">`,
        );
      out = scriptsAfterPaint(out);
    } else {
      // The app draws the page: its placeholder is already in the reader's language and scheme.
      if (paint.language || paint.dark) {
        out = out.replace(
          /<html lang="[a-z]+">/,
          `<html lang="${paint.language ?? 'en'}" data-mantine-color-scheme="${scheme}">`,
        );
      }
    }
    return { body: out, personal: page?.personal === true, missing: page?.missing === true };
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) =>
    reply.redirect(`${base}${pagePath('home')}`),
  );
  if (html && base !== '') {
    // The app's root (a folder to @fastify/static): the SPA itself redirects to /home.
    app.get(
      `${base}/`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => sendHtml(request, reply, html),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const underBase = base === '' || url === base || url.startsWith(`${base}/`);
    if (url.startsWith(`${API_BASE}/`) || !underBase || request.method !== 'GET' || !html) {
      return sendProblem(
        request,
        reply,
        404,
        'not_found',
        `No such resource: ${request.method} ${url}`,
      );
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url) && url.includes('/assets/')) {
      return sendProblem(request, reply, 404, 'not_found', `No such file: ${url}`);
    }
    if (isAppPath && !isAppPath(url)) {
      // The app shows its page-not-found screen at this path: the answer says so too.
      const page = await htmlFor(url, request, notFoundPage);
      void reply.code(404);
      return sendHtml(request, reply, page.body, page.personal);
    }
    const page = await htmlFor(url, request);
    // A page whose record is not there for the public (news/<slug>, gallery/<slug>): 404.
    if (page.missing) void reply.code(404);
    return sendHtml(request, reply, page.body, page.personal);
  });
}
