import { describe, expect, it } from 'vitest';
import {
  app,
  expectAccessible,
  expectPath,
  openBrowser,
  visit,
  expectToast,
  withVisitor,
  fileVisitor,
} from '../support/browser.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';
import { h1 } from '../support/public-pages.ts';

describe('content management', () => {
  const b = fileVisitor();

  it("lets an editor change a facility's timings, and a visitor sees the change", async () => {
    const { page } = b;
    await signInStaff(page, STAFF.editor.code, STAFF.editor.password);
    await expectPath(page, /^\/(dashboards|admin)/);
    await page
      .getByRole('navigation', { name: /main menu/i })
      .getByRole('link', { name: /website pages/i })
      .click();
    await expectPath(page, '/admin/content/pages');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Edit: Squash' }).click();
    await expectPath(page, '/admin/content/pages/squash');
    const when = page.getByLabel('When 1');
    await expect.poll(() => when.inputValue()).toBe('Daily 06:00 to 22:00');
    await expectAccessible(page);

    // Bad input: an empty title is refused on the spot, nothing is saved.
    await page.getByLabel(/^title/i).fill('');
    await page.getByLabel(/^title/i).press('Enter');
    await expect
      .poll(() => page.getByText('Write at least 2 characters.').first().isVisible())
      .toBe(true);
    await page.getByLabel(/^title/i).fill('Squash');

    await when.fill('Daily 05:30 to 22:30');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, /saved\./i);

    const visitor = await openBrowser({ width: 375, height: 760 });
    try {
      await visitor.page.goto(app('/Squash'));
      await expect
        .poll(() => visitor.page.getByText('Daily 05:30 to 22:30').isVisible())
        .toBe(true);
    } finally {
      await visitor.close();
    }

    // Restore the demo content.
    await expect.poll(() => page.getByLabel('When 1').inputValue()).toBe('Daily 05:30 to 22:30');
    await page.getByLabel('When 1').fill('Daily 06:00 to 22:00');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, /saved\./i);
  });

  it("lets an editor write a page's German version, which a German visitor reads, and remove it", async () => {
    const { page } = b;
    await visit(page, '/admin/content/pages/squash');
    await expect.poll(() => page.getByLabel(/^title/i).inputValue()).toBe('Squash');
    await page.getByText('Deutsch', { exact: true }).click();
    await expect
      .poll(() => page.getByText('Not translated yet: visitors see English.').isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.getByLabel(/^title/i).fill('Squash im Club');
    await page.getByLabel('What 1').fill('Plätze');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect
      .poll(() => page.getByText('Visitors who read Deutsch see this version.').isVisible())
      .toBe(true);

    const visitor = await openBrowser({ locale: 'de-DE', width: 375, height: 760 });
    try {
      await visitor.page.goto(app('/Squash'));
      await expect.poll(() => h1(visitor.page, /^squash im club$/i).isVisible()).toBe(true);
      expect(await visitor.page.getByText('Plätze', { exact: true }).isVisible()).toBe(true);
      expect(await visitor.page.title()).toMatch(/^Squash im Club \| /);

      // Removed: the German visitor reads the English page again.
      await page.getByRole('button', { name: 'Remove this translation' }).click();
      await page
        .getByRole('dialog', { name: 'Remove this translation?' })
        .getByRole('button', { name: 'Remove this translation' })
        .click();
      await expect
        .poll(() => page.getByText('Not translated yet: visitors see English.').isVisible())
        .toBe(true);
      await visitor.page.reload();
      await expect.poll(() => h1(visitor.page, /^squash$/i).isVisible()).toBe(true);
      expect(
        await visitor.page
          .getByText('Anmelden', { exact: true })
          .filter({ visible: true })
          .first()
          .isVisible(),
      ).toBe(true);
    } finally {
      await visitor.close();
    }
  });

  it('lets an editor keep the affiliated clubs, the notices and the general settings', async () => {
    const { page } = b;
    // Affiliated clubs: add one (validated), see it on the public page, remove it.
    await visit(page, '/admin/content/affiliated');
    await page.getByRole('button', { name: /^add$/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^club/i).fill('Royal Bombay Yacht Club');
    await dialog.getByLabel(/^city/i).fill('Mumbai');
    await dialog.getByLabel(/^country/i).fill('India');
    await dialog.getByLabel(/^website/i).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await expect
      .poll(() => dialog.getByText(/web address starting with http/i).isVisible())
      .toBe(true);
    await dialog.getByLabel(/^website/i).fill('https://www.rbyc.example');
    await dialog.getByLabel(/^website/i).press('Enter');
    await expectToast(page, /saved\./i);
    await expectAccessible(page);
    await visit(page, '/affiliated');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Royal Bombay Yacht Club' }).isVisible())
      .toBe(true);
    await visit(page, '/admin/content/affiliated');
    await page.getByRole('button', { name: 'Delete: Royal Bombay Yacht Club' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect.poll(() => page.getByText('Royal Bombay Yacht Club').count()).toBe(0);

    // A notice for the Notice Board.
    await visit(page, '/admin/content/notices');
    await page.getByRole('button', { name: /^add$/i }).click();
    const notice = page.getByRole('dialog');
    await notice.getByLabel(/^title/i).fill('Floodlights on the tennis courts');
    await notice
      .getByRole('textbox', { name: /^notice/i })
      .fill('The floodlights are being replaced this week.');
    await notice.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, /saved\./i);
    await expectAccessible(page);

    // General settings: the office hours are what people read of the office's timings, in
    // their language, never a text typed again; then restored.
    await visit(page, '/admin/content/settings');
    expect(await page.getByLabel(/office timings/i).count()).toBe(0);
    const saturday = page.getByRole('group', { name: 'Saturday' });
    const closes = saturday.getByLabel('Saturday closes');
    await expect.poll(() => closes.inputValue()).toBe('18:00');
    await page.getByLabel(/^phone/i).fill('call us');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect.poll(() => page.getByText('Enter a valid phone number.').isVisible()).toBe(true);
    await page.getByLabel(/^phone/i).fill('+91 22 2200 1875');
    await closes.fill('14:00');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, /saved\./i);
    await expectAccessible(page);
    const visitor = await openBrowser();
    try {
      await visitor.page.goto(app('/Contactus'));
      const details = visitor.page.getByRole('definition');
      // Intl writes narrow and thin spaces in English times ("9:30 am – 6:00 pm").
      await expect
        .poll(() => details.getByText(/^Mon–Fri 9:30\sam\s–\s6:00\spm$/).isVisible())
        .toBe(true);
      expect(await details.getByText(/^Sat 9:30\sam\s–\s2:00\spm$/).isVisible()).toBe(true);
      // The footer sits in <main>: no landmark of its own.
      const footer = visitor.page.locator('footer');
      await expect
        .poll(() => footer.getByText(/^Sat 9:30\sam\s–\s2:00\spm$/).isVisible())
        .toBe(true);
    } finally {
      await visitor.close();
    }
    // A German reader reads them in German.
    const german = await openBrowser({ locale: 'de-DE' });
    try {
      await german.page.goto(app('/Contactus'));
      await expect
        .poll(() => german.page.getByText('Mo–Fr 09:30–18:00 Uhr').first().isVisible())
        .toBe(true);
      expect(await german.page.getByText('Sa 09:30–14:00 Uhr').first().isVisible()).toBe(true);
      expect(await german.page.getByText(/\bSat\b|\d\spm\b/).count()).toBe(0);
    } finally {
      await german.close();
    }
    await visit(page, '/admin/content/settings');
    await page.getByRole('group', { name: 'Saturday' }).getByLabel('Saturday closes').fill('18:00');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, /saved\./i);
  });

  it('shows the other content screens to the editor, and refuses a wrong upload', async () => {
    const { page } = b;
    for (const [path, heading] of [
      ['/admin/content/committee', /committee members/i],
      ['/admin/content/images', /banners and gallery/i],
      ['/admin/content/magazine', /manage clubman/i],
    ] as const) {
      await visit(page, path);
      await expect.poll(() => h1(page, heading).isVisible()).toBe(true);
      await expectAccessible(page);
    }
    // A PNG is not a magazine: refused before upload, nothing published.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await expectToast(page, /this file cannot be used/i);
    await page.getByRole('button', { name: /upload issue/i }).click();
    await expect
      .poll(() => page.getByText('Write at least 2 characters.').first().isVisible())
      .toBe(true);
  });

  it('shows members the Notice Board and Clubman in their menu', async () => {
    await withVisitor({}, async (page) => {
      await signInMember(page, 'M1001', '1234');
      await expectPath(page, '/dashboards/default');
      const menu = page.getByRole('navigation', { name: /main menu/i });
      await menu.getByRole('link', { name: /notice board/i }).click();
      await expectPath(page, '/member/notices');
      await expect
        .poll(() =>
          page.getByRole('heading', { name: 'Floodlights on the tennis courts' }).isVisible(),
        )
        .toBe(true);
      expect(
        await page
          .getByText(/annual general meeting/i)
          .first()
          .isVisible(),
      ).toBe(true);
      await expectAccessible(page);
      expect(await menu.getByRole('link', { name: /clubman/i }).count()).toBeGreaterThan(0);
      await visit(page, '/member/clubman');
      const read = page.getByRole('link', { name: /^read$/i });
      await expect.poll(() => read.isVisible()).toBe(true);
      const href = await read.getAttribute('href');
      const pdf = await page.request.get(new URL(href!, page.url()).href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await expectAccessible(page);
      // Signed out, the same PDF is refused.
      const outsider = await fetch(new URL(href!, page.url()).href);
      expect(outsider.status).toBe(401);
    });

    // Remove the notice again (journeys share the demo club).
    const { page } = b;
    await visit(page, '/admin/content/notices');
    await page.getByRole('button', { name: 'Delete: Floodlights on the tennis courts' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect.poll(() => page.getByText('Floodlights on the tennis courts').count()).toBe(0);
  });
});
