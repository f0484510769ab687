/**
 * Lighthouse on the signed-in pages (README.md, "Lighthouse: signed in"): Lighthouse runs in a
 * Chromium that listens for DevTools on port 9222 (`--port=9222 --disable-storage-reset`), in
 * which this script signs the demo member M1001 in first, or empties the browser's cache
 * (keeping the session) before a cold run.
 *
 *   npx tsx bench/lighthouse-session.ts sign-in http://localhost:3000
 *   npx tsx bench/lighthouse-session.ts clear-cache
 */
import { chromium } from 'playwright-core';

const [what, base = 'http://localhost:3000'] = process.argv.slice(2);
const browser = await chromium.connectOverCDP('http://127.0.0.1:9222');
try {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  if (what === 'sign-in') {
    await context.clearCookies();
    // At Lighthouse's phone width: the app tells the server the width class it last saw, and
    // the server draws a member's page for it (web/src/lib/viewport.ts).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${base}/app/login`);
    // The server drew the page: its app starts at the first use (a key that does nothing else).
    await page.keyboard.press('Shift');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByLabel(/member code/i).fill('M1001');
    await page.getByLabel(/^pin/i).fill('1234');
    await page.getByRole('button', { name: /sign in as member/i }).click();
    await page.waitForURL(/dashboards/);
    console.log(`signed in as M1001 at ${page.url()}`);
  } else if (what === 'clear-cache') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    console.log("the browser's cache is empty; the session cookie is kept");
  } else {
    throw new Error(`usage: lighthouse-session.ts sign-in [base URL] | clear-cache`);
  }
  await page.close();
} finally {
  await browser.close();
}
