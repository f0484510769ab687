import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3999/app';
const [, , path, name, lang = 'en-US', who = 'admin'] = process.argv;
for (const width of [1440, 375]) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
  const page = await ctx.newPage();
  if (who === 'admin') {
    await page.goto(`${base}/loginadminmember`);
    await page.waitForTimeout(1500);
    const r = await page.request.post('http://127.0.0.1:3999/api/auth/staff/login', { data: { staffCode: 'admin', password: 'Admin@12345' }, headers: { origin: 'http://127.0.0.1:3999' } });
    if (!r.ok()) console.log('login', r.status(), await r.text());
  }
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: width === 375 ? false : true });
  await browser.close();
}
