import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
/** The demo club's time zone for this run (see daytimeZone in global-setup). */
export const clubTimeZone = () => inject('clubTimeZone');
export const app = (p: string) => `${inject('baseUrl')}/app${p}`;

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browsers open now (support/report-failures.ts tells what each shows when a test fails). */
export const openContexts = new Set<BrowserContext>();

/*
 * One Chromium per test file, started on first use and closed after the file
 * (support/report-failures.ts); each openBrowser is a context of it, a profile of its own.
 * Chromium starts 24 times a run (once a file) rather than 77 (once a visitor).
 */
let shared: Promise<Browser> | undefined;
function browser(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return shared;
}

/** Closes the file's Chromium (after its journeys; a new one starts if another asks). */
export async function closeSharedBrowser(): Promise<void> {
  const b = shared;
  shared = undefined;
  if (b) await (await b).close();
}

/** A fresh browser profile (its own cookies and local storage) in its own window. */
export async function openBrowser(
  opts: {
    locale?: string;
    width?: number;
    height?: number;
    javaScript?: boolean;
    /** The browser's time zone (the machine's unless given). */
    timezoneId?: string;
    /**
     * The portal's service worker (web/public/sw.js) runs only where a journey asks for it
     * (offline.test.ts): elsewhere it would answer the page's requests before `page.route`
     * sees them.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const context = await (
    await browser()
  ).newContext({
    locale: opts.locale ?? 'en-US',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    serviceWorkers: opts.serviceWorkers ?? 'block',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  openContexts.add(context);
  return {
    context,
    page,
    async close() {
      openContexts.delete(context);
      await context.close();
    },
  };
}

/** One visitor's browser, as `openBrowser` gives it. */
export type Visitor = Awaited<ReturnType<typeof openBrowser>>;

/** What a file keeps of its browser: the page and the context, once open. */
export interface FileBrowser {
  readonly page: Page;
  readonly context: BrowserContext;
}

/**
 * A browser for a whole test file: `open` before its first journey; closed after its last,
 * then `after`. `use` receives the page once it is open (a file keeps it in its own `page`).
 */
export function browserForFile(
  open: () => Promise<Visitor>,
  use?: (page: Page) => void,
  after?: () => unknown,
): FileBrowser {
  let v: Visitor | undefined;
  beforeAll(async () => {
    v = await open();
    use?.(v.page);
  });
  afterAll(async () => {
    await v?.close();
    await after?.();
  });
  return {
    get page() {
      return v!.page;
    },
    get context() {
      return v!.context;
    },
  };
}

/** One visitor for a whole test file (`openBrowser(opts)`), as `browserForFile` keeps it. */
export const fileVisitor = (
  use?: (page: Page) => void,
  opts: Parameters<typeof openBrowser>[0] = {},
) => browserForFile(() => openBrowser(opts), use);

/** Runs `run` in a browser of its own (`openBrowser(opts)`), closed after, whatever happens. */
export async function withVisitor<T>(
  opts: Parameters<typeof openBrowser>[0],
  run: (page: Page, v: Visitor) => Promise<T>,
): Promise<T> {
  const v = await openBrowser(opts);
  try {
    return await run(v.page, v);
  } finally {
    await v.close();
  }
}

/** The errors the page throws (and, with `console`, logs) from now on. */
export function pageErrors(page: Page, { console = false }: { console?: boolean } = {}) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  if (console) {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
  }
  return errors;
}

/**
 * Waits until the app answers on the page. A page the server drew (public pages and the
 * sign-in page, for a visitor with no session) is read before its scripts run: they start at
 * the visitor's first sign of use (server/src/plugins/after-paint.ts). So this gives one, a
 * press of Shift (a key that does nothing else), and waits for the app's mark, <html data-app>.
 */
export async function appReady(page: Page) {
  await page.keyboard.press('Shift');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Opens the app's page `path` and waits until the app answers on it. */
export async function visit(page: Page, path: string) {
  await page.goto(app(path));
  await appReady(page);
}

/** The path of the page now shown, under the base path. */
export const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/^\/app/, '');

export async function expectPath(page: Page, expected: string | RegExp, timeout?: number) {
  await page.waitForURL(
    (u) => {
      const p = u.pathname.replace(/^\/app/, '') + u.search;
      return typeof expected === 'string' ? p === expected : expected.test(p);
    },
    timeout === undefined ? {} : { timeout },
  );
}

/** A top-right toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Waits until a toast with this text shows. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => toast(page, text).isVisible()).toBe(true);
}

/**
 * Waits while the page draws `count` frames, as a visitor looks at it: for a check that
 * nothing changes in that time (no event comes when nothing happens).
 */
export async function framesDrawn(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/**
 * Waits until no animation or transition of the page runs (a toast fading in, a drawer
 * sliding), as a person sees it come to rest; endless ones (a spinner) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === 'running' &&
                  Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
              ).length,
        ),
      { timeout: 5_000 },
    )
    .toBe(0);
}

export async function expectAccessible(page: Page) {
  const serious = async () => {
    // Legacy mode runs axe once in the page. The default runs it per frame and then again in
    // a new blank page to merge the frames' results (3 s a check, 2 s in legacy mode); the app
    // has no frames.
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .setLegacyMode()
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
            .slice(0, 3)
            .join(' | ')}`,
      );
  };
  // A page caught mid-transition (a toast or drawer animating its opacity) can show a
  // passing contrast failure: look once what runs has ended, and again once after a pause
  // for one that began later.
  await animationsSettled(page);
  let bad = await serious();
  if (bad.length > 0) {
    await page.waitForTimeout(1500);
    bad = await serious();
  }
  expect(bad, `axe on ${page.url()}`).toEqual([]);
}

/**
 * Puts the signed-in account's language back to English: choosing a language in the menu
 * while signed in is the account's language too (its mails), and the journeys after this one
 * read the demo accounts' mails in English.
 */
export async function restoreAccountLanguage(page: Page) {
  await page.request
    .put(`${baseUrl()}/api/auth/language`, { data: { language: 'en' } })
    .catch(() => undefined);
}
