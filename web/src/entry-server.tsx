/*
 * The server's renderer of the public pages (built by `vite build --ssr`, loaded by
 * server/src/plugins/static-web.ts): the same route table, layout and pages as the browser's
 * app, rendered to HTML with the page's first reads, which the browser then hydrates.
 */
import type { Language } from '@club/contracts/core';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { BASENAME, buildRouteObjects, isAppPath as hasScreen } from './app/router';
import { flatRoutes } from './app/routes';
import { provideBootData } from './lib/api';
import i18n, { loadLanguage } from './lib/i18n';
import { assumeWidthClass } from './lib/viewport';

const routes = buildRouteObjects();
const handler = createStaticHandler(routes, { basename: BASENAME });

/** One render at a time: the embedded reads are handed over through one module-level store. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Routes rendered once: their lazy code is loaded. Keyed by the route matched, not the path,
 * so the unknown paths the page-not-found screen answers add one entry, not one each.
 */
const warm = new Set<string>();

async function renderNow(
  url: string,
  language: Language,
  boot: Record<string, unknown>,
  width: number | undefined,
): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  await loadLanguage(language);
  const t = i18n.cloneInstance({ lng: language, initAsync: false });
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  provideBootData(boot);
  assumeWidthClass(width);
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={t}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>
  );
  try {
    // The first visit of a path waits for its lazy code in a first pass; the HTML comes from
    // one synchronous pass, in one piece, with no streaming scripts (the CSP allows none
    // inline) for the browser to hydrate.
    const route = context.matches.map((m) => m.route.id).join('>');
    if (!warm.has(route)) {
      const { prelude } = await prerenderToNodeStream(tree);
      for await (const chunk of prelude) void chunk;
      provideBootData(boot);
      warm.add(route);
    }
    return renderToString(tree);
  } finally {
    provideBootData(null);
    assumeWidthClass(undefined);
    client.clear();
  }
}

/**
 * The HTML of the app at `url` (a path with the base path), or null where it redirects; for a
 * width class (lib/viewport.ts) where the page's layout depends on the width (a member's page).
 */
export function render(
  url: string,
  language: Language,
  boot: Record<string, unknown>,
  width?: number,
): Promise<string | null> {
  const result = queue.then(() => renderNow(url, language, boot, width));
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Whether the app has a screen at `url` (a path with the base path): the server answers the
 * others with HTTP 404 and the page-not-found screen.
 */
export function isAppPath(url: string): boolean {
  return hasScreen(url, routes, BASENAME);
}

/**
 * The title of the app's screen at `url` (a path with the base path) in `language`, as the
 * screen names itself (its route's title), or undefined: the server writes it into the head
 * of the pages it draws from the app's own texts (the sign-in page).
 */
export async function titleOf(url: string, language: Language): Promise<string | undefined> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const path = matchRoutes(routes, pathname, BASENAME)?.at(-1)?.route.path;
  const key = flatRoutes.find((r) => r.path === path)?.titleKey;
  if (!key) return undefined;
  await loadLanguage(language);
  return i18n.getFixedT(language)(key);
}
