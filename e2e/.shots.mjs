import { chromium } from 'playwright-core';
const [,, who, ...pages] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1440, 375]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:3900/app/login?tab=staff');
  if (who === 'editor') {
    await p.getByLabel(/staff code/i).fill('editor');
    await p.getByLabel(/^password/i).fill('Editor@12345');
    await p.getByRole('button', { name: /sign in as staff/i }).click();
  }
  await p.waitForTimeout(3000);
  for (const path of pages) {
    await p.goto('http://127.0.0.1:3900/app' + path);
    await p.waitForTimeout(4000);
    await p.screenshot({ path: `/tmp/shot-${path.replace(/\W/g, '_')}-${width}.png`, fullPage: width === 375 ? false : false });
  }
  await ctx.close();
}
await b.close();
