import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectPath, openBrowser, visit } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';

describe('language', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser({ locale: 'de-DE' });
  });
  afterAll(() => b.close());

  it("starts in the browser's language and keeps the one chosen", async () => {
    const { page } = b;
    // The server draws the sign-in page: it answers once the app has taken it over.
    await visit(page, '/login');
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

  it("writes a member's mails in the language they choose, without asking", async () => {
    const { page } = b;
    const mailLanguage = async () =>
      (
        (await (await page.request.get(`${baseUrl()}/api/auth/me`)).json()) as {
          user: { language: string };
        }
      ).user.language;
    // Signing in on a Spanish page leaves the mails in the member's language (English): the
    // browser's language is not a choice.
    await visit(page, '/login');
    await page.getByLabel(/código de socio/i).fill('M1002');
    await page.getByLabel(/^pin/i).fill('2345');
    await page.getByRole('button', { name: 'Entrar como socio' }).click();
    await expectPath(page, '/dashboards/default');
    expect(await mailLanguage()).toBe('en');
    try {
      // Choosing German is choosing it for the mails too, said in German ("Deutsch", not a
      // language's name in another one).
      await page.getByRole('button', { name: /idioma/i }).click();
      await page.getByRole('menuitem', { name: /deutsch/i }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
      await expect
        .poll(() => page.getByText('Ihre Mails werden auf Deutsch geschrieben.').isVisible())
        .toBe(true);
      expect(await mailLanguage()).toBe('de');
      // The language menu closes after the choice (its fade may still run under load).
      await expect
        .poll(() =>
          page
            .getByText(/English/)
            .filter({ visible: true })
            .count(),
        )
        .toBe(0);
    } finally {
      await page.request
        .put(`${baseUrl()}/api/auth/language`, { data: { language: 'en' } })
        .catch(() => undefined);
    }
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

    await page.getByRole('button', { name: /^layout settings$/i }).click();
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

    // A dark colour theme is a colour, not dark mode; dark mode keeps the colour theme.
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.getByRole('button', { name: /^layout settings$/i }).click();
    const drawer = page.getByRole('dialog', { name: /layout settings/i });
    await drawer.getByRole('radio', { name: 'Dark blue' }).check();
    await expect.poll(stored).toContain('dark-blue');
    expect(await scheme()).toBe('light');
    expect(await drawer.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(false);
    await drawer.getByText('Dark mode', { exact: true }).click();
    await expect.poll(scheme).toBe('dark');
    expect(await drawer.getByRole('radio', { name: 'Dark blue' }).isChecked()).toBe(true);
    await drawer.getByRole('radio', { name: 'Light teal' }).check();
    await expect.poll(stored).toContain('light-teal');
    expect(await scheme()).toBe('dark');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await page.reload();
    await expect.poll(scheme).toBe('dark');

    await page.getByRole('button', { name: /^layout settings$/i }).click();
    await page.getByRole('button', { name: /reset to defaults/i }).click();
    await expect.poll(stored).toContain('vertical');
    await expect.poll(scheme).toBe('light');
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
      // An empty form says "required" under each of its fields, and nothing else.
      // Enter submits (a click may land beside the button as a blur error pushes it down).
      await page.getByLabel(/^current pin/i).press('Enter');
      /** The error Mantine links to a field (aria-describedby), or null. */
      const errorUnder = async (label: RegExp) => {
        const ids = ((await page.getByLabel(label).getAttribute('aria-describedby')) ?? '')
          .split(' ')
          .filter((id) => id.endsWith('-error'));
        return ids.length ? page.locator(`[id="${ids[0]}"]`).innerText() : null;
      };
      for (const label of [/^current pin/i, /^new pin/i, /^confirm new pin/i]) {
        await expect
          .poll(() => errorUnder(label), { message: String(label) })
          .toBe('This field is required.');
      }
      expect(await page.getByText(/must differ from the current one/i).count()).toBe(0);
      // The club's name is not cut to a letter on a phone.
      const name = page.locator('header').getByText('Riverside Gymkhana', { exact: true });
      await expect.poll(() => name.isVisible()).toBe(true);
      await expectAccessible(page);
    } finally {
      await phone.close();
    }
  });
});
