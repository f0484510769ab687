import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, openBrowser } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';

describe('language', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser({ locale: 'de-DE' });
  });
  afterAll(() => b.close());

  it("starts in the browser's language and keeps the one chosen", async () => {
    const { page } = b;
    await page.goto(app('/login'));
    await expect
      .poll(() =>
        page
          .getByLabel(/mitgliedsnummer|mitgliedscode/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('button', { name: /sprache/i }).click();
    await page.getByRole('menuitem', { name: /español/i }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.getByRole('button', { name: /idioma/i }).isVisible()).toBe(true);
    await expectAccessible(page);
  });
});

describe('layout settings panel', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(() => b.close());

  it('changes the menu placement, width, corners and theme, persisted across reloads', async () => {
    const { page } = b;
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    const stored = () => page.evaluate(() => JSON.stringify(localStorage));

    await page.getByRole('button', { name: /^settings$/i }).click();
    const panel = page.getByRole('dialog', { name: /layout settings/i });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expectAccessible(page);
    await panel.getByText(/^horizontal$/i).click();
    await panel.getByText(/^full width$/i).click();
    await panel.getByText(/^rounded$/i).click();
    await expect.poll(stored).toContain('horizontal');
    const before = await stored();
    expect(before).toContain('fluid');
    await page.keyboard.press('Escape');

    await page.reload();
    await expectPath(page, '/dashboards/default');
    expect(await stored()).toContain('horizontal');
    // The horizontal menu is in the header now.
    await expect
      .poll(() =>
        page
          .locator('header')
          .getByRole('navigation', { name: /main menu/i })
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole('button', { name: /^settings$/i }).click();
    await page.getByRole('button', { name: /reset to defaults/i }).click();
    await expect.poll(stored).toContain('vertical');
  });

  it('works at phone width: the menu opens from a burger and is keyboard reachable', async () => {
    const phone = await openBrowser({ width: 375, height: 740 });
    try {
      const { page } = phone;
      await signInMember(page, 'M1001', '1234');
      await expectPath(page, '/dashboards/default');
      await page.getByRole('button', { name: /open menu/i }).click();
      await page.getByRole('link', { name: /change pin/i }).click();
      await expectPath(page, '/member/settings/changePin');
      await expect
        .poll(() => page.getByRole('button', { name: /change pin/i }).isVisible())
        .toBe(true);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      expect(focused).not.toBe('BODY');
      await expectAccessible(page);
    } finally {
      await phone.close();
    }
  });
});
