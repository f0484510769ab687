/**
 * Lighthouse on the signed-in pages by hand (README.md, "Lighthouse: signed in"; `npm run bench`
 * measures them itself, lighthouse.ts): Lighthouse runs in a
 * Chromium that listens for DevTools on port 9222 (`--port=9222 --disable-storage-reset`), in
 * which this script signs the demo member M1001 in first, or empties the browser's cache
 * (keeping the session) before a cold run.
 *
 *   npx tsx bench/lighthouse-session.ts sign-in http://localhost:3000
 *   npx tsx bench/lighthouse-session.ts clear-cache
 */
import { chromium } from 'playwright-core';
import { clearCache, signInForLighthouse } from './lighthouse.ts';

const [what, base = 'http://localhost:3000'] = process.argv.slice(2);
const browser = await chromium.connectOverCDP('http://127.0.0.1:9222');
try {
  const context = browser.contexts()[0]!;
  if (what === 'sign-in') {
    await context.clearCookies();
    await signInForLighthouse(context, base);
    console.log('signed in as M1001');
  } else if (what === 'clear-cache') {
    await clearCache(context);
    console.log("the browser's cache is empty; the session cookie is kept");
  } else {
    throw new Error(`usage: lighthouse-session.ts sign-in [base URL] | clear-cache`);
  }
} finally {
  await browser.close();
}
