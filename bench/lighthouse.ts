/**
 * Issue 13's page targets, by Lighthouse itself (mobile, performance): /home, a facility page
 * and /login for a new visitor (at least 95), and the member's dashboard and statement signed
 * in, with the browser's cache emptied and the session kept (at least 90). Lighthouse 12 runs
 * by npx (fetched on the first run) in a Chromium that listens for DevTools on a port of its
 * own; each page is measured `rounds` times and the median is the figure (Lighthouse's score
 * moves by several points from one round to the next on a small, shared machine).
 *
 * The signed-in pages: M1001 signs in first in that Chromium, at Lighthouse's phone width (the
 * app tells the server the width class it saw, and the server draws a member's page for it),
 * and Lighthouse keeps the browser's storage (`--disable-storage-reset`: its reset would sign
 * the member out); the cache is emptied before each round.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { median } from './script-budget.ts';

const run = promisify(execFile);

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  target: number;
}

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { path: '/home', signedIn: false, target: 95 },
  { path: '/Cricket', signedIn: false, target: 95 },
  { path: '/login', signedIn: false, target: 95 },
  { path: '/dashboards/default', signedIn: true, target: 90 },
  { path: '/member/viewStatement', signedIn: true, target: 90 },
];

export interface LighthouseResult extends LighthousePage {
  /** Each round's performance score (0-100), in order. */
  scores: number[];
  median: number;
  /** Each round's largest contentful paint and total blocking time (ms). */
  lcpMs: number[];
  tbtMs: number[];
  /**
   * Each round's benchmarkIndex: the speed Lighthouse measured of this machine just before the
   * round (a short CPU benchmark; higher is faster). Lighthouse multiplies the main thread's
   * tasks by 4 to simulate a phone, so a round in a slow spell of a shared machine scores lower
   * with no change to the page; this says which rounds ran in one.
   */
  benchmarkIndex: number[];
}

async function waitForDevTools(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium did not listen on port ${port}`);
}

/** One Lighthouse round of a page: its score, LCP, TBT and the machine's benchmarkIndex. */
async function lighthouse(url: string, port: number, keepStorage: boolean, out: string) {
  await run(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      `--port=${port}`,
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
    environment: { benchmarkIndex: number };
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/**
 * A round, tried again when Lighthouse itself fails it: it sometimes loses the trace of a page
 * load on a busy machine ("Something went wrong with recording the trace", NO_NAVSTART), which
 * says nothing of the page; one lost round failed a whole run's Lighthouse figures once. A page
 * that fails three times in a row fails the step.
 */
async function roundWithRetries(
  url: string,
  port: number,
  keepStorage: boolean,
  out: string,
  log: (line: string) => void,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, port, keepStorage, out);
    } catch (err) {
      if (attempt >= 3) throw err;
      const message = err instanceof Error ? err.message : String(err);
      const reason = /\(([A-Z_]+)\)/.exec(message)?.[1] ?? message.split('\n')[0];
      log(`    ${url}: Lighthouse failed the round (${reason}); trying it again`);
    }
  }
}

/**
 * Signs the demo member M1001 in, in a tab of `context`, at Lighthouse's phone width: the app
 * tells the server the width class it last saw, and the server draws a member's page for it
 * (web/src/lib/viewport.ts).
 */
export async function signInForLighthouse(context: BrowserContext, origin: string) {
  const tab = await context.newPage();
  try {
    await tab.setViewportSize({ width: 412, height: 823 });
    await tab.goto(`${origin}/app/login`);
    // The server drew the page: its app starts at the first use (a key that does nothing else).
    await tab.keyboard.press('Shift');
    await tab.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await tab.getByLabel(/member code/i).fill('M1001');
    await tab.getByLabel(/^pin/i).fill('1234');
    await tab.getByRole('button', { name: /sign in as member/i }).click();
    await tab.waitForURL(/dashboards/);
  } finally {
    await tab.close();
  }
}

/** Empties the browser's cache; the session cookie is kept. */
export async function clearCache(context: BrowserContext) {
  const tab = await context.newPage();
  try {
    await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
  } finally {
    await tab.close();
  }
}

/**
 * Lighthouse on the five pages at `origin` (http://host:port; the app under /app), or null
 * without Chromium.
 */
export async function measureLighthouse(
  origin: string,
  rounds: number,
  log: (line: string) => void,
): Promise<LighthouseResult[] | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lighthouse-'));
  const port = 9300 + (process.pid % 500);
  const browser = spawn(
    executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(dir, 'profile')}`,
      'about:blank',
    ],
    // Its own process group: its helpers (the crash handler among them) end with it.
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForDevTools(port);
    const { chromium } = await import('playwright-core');
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = cdp.contexts()[0]!;
    const results: LighthouseResult[] = [];
    let signedIn = false;
    for (const page of LIGHTHOUSE_PAGES) {
      if (page.signedIn && !signedIn) {
        await signInForLighthouse(context, origin);
        signedIn = true;
      }
      const rows: Awaited<ReturnType<typeof lighthouse>>[] = [];
      for (let round = 0; round < rounds; round++) {
        if (page.signedIn) await clearCache(context);
        const out = path.join(dir, `report-${results.length}-${round}.json`);
        rows.push(
          await roundWithRetries(`${origin}/app${page.path}`, port, page.signedIn, out, log),
        );
      }
      const result: LighthouseResult = {
        ...page,
        scores: rows.map((r) => r.score),
        median: median(rows.map((r) => r.score)),
        lcpMs: rows.map((r) => r.lcpMs),
        tbtMs: rows.map((r) => r.tbtMs),
        benchmarkIndex: rows.map((r) => r.benchmarkIndex),
      };
      log(
        `    ${page.path}: ${result.scores.join(', ')} (benchmarkIndex ${result.benchmarkIndex.join(', ')})`,
      );
      results.push(result);
    }
    await cdp.close();
    return results;
  } finally {
    // Chromium and its helpers write the profile until they have exited: the folder goes
    // after them (a folder removed under them failed a run's results once, ENOTEMPTY), and a
    // cleanup that still fails only says so.
    const exited = new Promise<void>((resolve) => {
      if (browser.exitCode !== null || browser.signalCode !== null) resolve();
      else browser.once('exit', () => resolve());
    });
    try {
      if (browser.pid) process.kill(-browser.pid, 'SIGKILL');
    } catch {
      browser.kill('SIGKILL');
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      log(`    could not remove ${dir}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
