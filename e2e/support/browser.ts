import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
/** The demo club's time zone for this run (see daytimeZone in global-setup). */
export const clubTimeZone = () => inject('clubTimeZone');
export const app = (p: string) => `${inject('baseUrl')}/app${p}`;

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browsers open now (support/report-failures.ts tells what each shows when a test fails). */
export const openContexts = new Set<BrowserContext>();

/** A fresh Chromium profile (its own cookies and local storage). */
export async function openBrowser(
  opts: {
    locale?: string;
    width?: number;
    height?: number;
    javaScript?: boolean;
    /** The browser's time zone (the machine's unless given). */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'club-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    locale: opts.locale ?? 'en-US',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    javaScriptEnabled: opts.javaScript ?? true,
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${opts.locale ?? 'en-US'}`,
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  openContexts.add(context);
  return {
    context,
    page,
    async close() {
      openContexts.delete(context);
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the app answers on the page: a page the server drew shows before its scripts
 * run, and a click on it before they hydrate it does nothing (the app marks <html data-app>).
 */
export async function appReady(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** The path of the page now shown, under the base path. */
export const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/^\/app/, '');

export async function expectPath(page: Page, expected: string | RegExp) {
  await page.waitForURL((u) => {
    const p = u.pathname.replace(/^\/app/, '') + u.search;
    return typeof expected === 'string' ? p === expected : expected.test(p);
  });
}

/** A top-right toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** axe-core finds no serious or critical violation on the page. */
export async function expectAccessible(page: Page) {
  const serious = async () => {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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
  // passing contrast failure: look again once after the animations settle.
  let bad = await serious();
  if (bad.length > 0) {
    await page.waitForTimeout(1500);
    bad = await serious();
  }
  expect(bad, `axe on ${page.url()}`).toEqual([]);
}
