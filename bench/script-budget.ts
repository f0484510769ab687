/**
 * The script of the public pages and the sign-in page (README.md), two ways:
 *
 * - `measureFirstPaint`, issue 13's target (170 KB at most before the first paint): what a
 *   phone's browser asks for before it first paints the page, read from Chromium's own timings.
 *   The five pages are drawn by the server and ask for their scripts only once they have
 *   painted (server/src/plugins/after-paint.ts), so this is none at all unless that breaks.
 * - `measureScriptBudget`, for the record: the entry chunk and the page's own chunk, each with
 *   every chunk it imports statically, as Vite's build manifest (web/dist/.vite/manifest.json)
 *   lists them, brotli-compressed as the server sends them: what the browser loads and runs
 *   (Lighthouse's blocking time) before the page takes a click.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Issue 13: no more than 170 KB of compressed script before the first paint. */
export const SCRIPT_BUDGET_BYTES = 170 * 1000;

/** The areas' English texts (web/src/lib/i18n.ts `loadAreaTexts`). */
const AREA_TEXTS = 'src/locales/en/areas.ts';

/** The pages measured: the public pages' modules (server page-head.ts) and the sign-in page. */
export const BUDGET_PAGES: { path: string; modules: string[] }[] = [
  { path: '/login', modules: ['src/features/auth/pages/login-page.tsx'] },
  // These three show an area's card or form: they load the areas' texts first (app/routes.tsx).
  { path: '/home', modules: ['src/features/content/pages/home-page.tsx', AREA_TEXTS] },
  { path: '/Cricket', modules: ['src/features/content/pages/facility-page.tsx', AREA_TEXTS] },
  { path: '/events', modules: ['src/features/content/pages/events-page.tsx', AREA_TEXTS] },
  { path: '/Contactus', modules: ['src/features/content/pages/contact-page.tsx'] },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageScript {
  path: string;
  /** Brotli bytes of every script, and the files by size. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

/** Brotli at the quality the build writes (.br beside each file), else computed here. */
function brotliSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** The script each page of BUDGET_PAGES downloads first; null without a web build. */
export function measureScriptBudget(webDist: string): PageScript[] | null {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key)) return into;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build has no chunk for ${key}`);
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  return BUDGET_PAGES.map((page) => {
    const keys = page.modules.reduce((into, m) => closure(m, into), closure(entry, new Set()));
    const files = [...keys]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file, bytes: brotliSize(webDist, file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { path: page.path, bytes: files.reduce((n, f) => n + f.bytes, 0), files };
  });
}

/** "112.0 KB": kilobytes of 1,000 bytes, as the target is written. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** What a browser asked for before a page's first paint, measured in Chromium. */
export interface FirstPaint {
  path: string;
  /** First contentful paint, ms from navigation (slow 4G and a 4x slower CPU). */
  fcpMs: number;
  /**
   * Blocking time while the visitor only reads, ms: of each task on the main thread from the
   * first paint until the first use (the page settled, a second more), what runs past 50 ms,
   * summed. The app starts at the first use (server/src/plugins/after-paint.ts), so this is
   * the page's own parsing and layout: Lighthouse's "total blocking time" for a visitor who
   * does not touch the page, measured on a CPU slowed 4x rather than simulated.
   */
  readingBlockingMs: number;
  /** From the first use (a key) to the app ready (hydrated and taking clicks), ms. */
  startMs: number;
  /** Compressed bytes of the scripts requested before the first paint, and how many. */
  scriptBeforePaintBytes: number;
  scriptsBeforePaint: number;
  /** Compressed bytes of every script the page loaded until the app was ready. */
  scriptBytes: number;
  /** Blocking time from the first use until the app is ready, ms (a tap waits for it). */
  blockingMs: number;
  /** How many loads the figures are the median of. */
  runs: number;
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse's mobile throttling: slow 4G (150 ms, 1.6 Mbit/s down) and a 4x slower CPU. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/**
 * Opens each page of BUDGET_PAGES in Chromium, as a new visitor on a phone (empty cache, slow
 * 4G, 4x CPU), and reads from the browser's own timings which scripts were requested before
 * the first contentful paint: the "script before the first paint". Null without
 * Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
 */
export async function measureFirstPaint(appBase: string, runs = 3): Promise<FirstPaint[] | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const out: FirstPaint[] = [];
    for (const page of BUDGET_PAGES) {
      const loads: Omit<FirstPaint, 'runs'>[] = [];
      for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, appBase, page.path));
      const first = loads[0]!;
      out.push({
        path: page.path,
        fcpMs: median(loads.map((l) => l.fcpMs)),
        readingBlockingMs: median(loads.map((l) => l.readingBlockingMs)),
        startMs: median(loads.map((l) => l.startMs)),
        // What was asked for before the paint: the most of any load.
        scriptBeforePaintBytes: Math.max(...loads.map((l) => l.scriptBeforePaintBytes)),
        scriptsBeforePaint: Math.max(...loads.map((l) => l.scriptsBeforePaint)),
        scriptBytes: first.scriptBytes,
        blockingMs: median(loads.map((l) => l.blockingMs)),
        runs,
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** One load of a page by a new visitor (a context of its own: an empty cache). */
async function loadOnce(
  browser: Browser,
  appBase: string,
  path: string,
): Promise<Omit<FirstPaint, 'runs'>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    // The page's long tasks, as the browser reports them (50 ms and longer), the first use
    // (a key) and the app's mark that it is ready.
    // (A string: the bench has no DOM types, and tsx would name a function with a helper the
    // page does not have.)
    await tab.addInitScript({
      content: `(function () {
        var g = window;
        g.__longTasks = [];
        addEventListener('keydown', function () {
          if (g.__usedAt === undefined) g.__usedAt = performance.now();
        }, true);
        new MutationObserver(function (_, o) {
          if (document.documentElement.dataset.app !== 'ready') return;
          g.__readyAt = performance.now();
          o.disconnect();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (e) {
            g.__longTasks.push({ start: e.startTime, duration: e.duration });
          });
        }).observe({ type: 'longtask', buffered: true });
      })();`,
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(`${appBase}${path}`);
    // The visitor reads: the page settles (its scripts fetched into the cache), a second more.
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1000);
    // Then uses it: a key (Shift, which does nothing else) starts the app.
    await tab.keyboard.press('Shift');
    await tab.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    // The task that made the app ready ends a moment after the mark: let it be reported.
    await tab.waitForTimeout(500);
    const seen = await tab.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      type Timing = { name: string; startTime: number; encodedBodySize: number };
      const scripts = (performance.getEntriesByType('resource') as unknown as Timing[]).filter(
        (e) => new URL(e.name).pathname.endsWith('.js'),
      );
      const before = scripts.filter((e) => e.startTime < fcp);
      const g = globalThis as unknown as {
        __longTasks: { start: number; duration: number }[];
        __usedAt: number;
        __readyAt: number;
      };
      // Past 50 ms of each task, of the part of it in each window: reading (the first paint
      // to the first use) and starting (the first use to ready). No helper function: tsx
      // would name it with a helper the page does not have.
      const windows = [
        [fcp, g.__usedAt],
        [g.__usedAt, g.__readyAt],
      ].map(([from, to]) =>
        g.__longTasks
          .filter((t) => t.start + t.duration > from! && t.start <= to!)
          .reduce(
            (n, t) => n + Math.max(0, t.start + t.duration - Math.max(t.start, from!) - 50),
            0,
          ),
      );
      return {
        fcp,
        before: before.length,
        beforeBytes: before.reduce((n, e) => n + e.encodedBodySize, 0),
        // Each file once: fetched into the cache after the paint, then run from it.
        allBytes: scripts
          .filter((e, i) => scripts.findIndex((o) => o.name === e.name) === i)
          .reduce((n, e) => n + e.encodedBodySize, 0),
        reading: windows[0]!,
        blocking: windows[1]!,
        start: g.__readyAt - g.__usedAt,
      };
    });
    return {
      path,
      fcpMs: Math.round(seen.fcp),
      readingBlockingMs: Math.round(seen.reading),
      startMs: Math.round(seen.start),
      scriptBeforePaintBytes: seen.beforeBytes,
      scriptsBeforePaint: seen.before,
      scriptBytes: seen.allBytes,
      blockingMs: Math.round(seen.blocking),
    };
  } finally {
    await context.close();
  }
}
