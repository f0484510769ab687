import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  appReady,
  expectAccessible,
  expectPath,
  openBrowser,
  framesDrawn,
  visit,
  pageErrors,
  withVisitor,
} from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { h1 } from '../support/public-pages.ts';

describe('the public pages rendered by the server', () => {
  it("shows a page and its header with no script at all, in the browser's language", async () => {
    await withVisitor(
      { javaScript: false, locale: 'de-DE', width: 375, height: 760 },
      async (page) => {
        await page.goto(app('/Cricket'));
        expect(await h1(page, /^cricket$/i).isVisible()).toBe(true);
        // The page's German version (the demo club keeps one), drawn by the server.
        expect(await page.getByText('Trainingsnetze').first().isVisible()).toBe(true);
        expect(
          await page
            .getByText('Anmelden', { exact: true })
            .filter({ visible: true })
            .first()
            .isVisible(),
        ).toBe(true);
        // Beside the German Sign in button the club's name keeps whole words: two lines at most.
        const name = await page.locator('header a[href$="/home"]').first().boundingBox();
        expect(name!.height).toBeLessThanOrEqual(40);
        expect(await page.locator('html').getAttribute('lang')).toBe('de');
        expect(await page.title()).toMatch(/^Cricket \| /);
      },
    );
  });

  it('hydrates the page without an error and it answers at once', async () => {
    await withVisitor({ width: 375, height: 760 }, async (page) => {
      const errors = pageErrors(page, { console: true });
      for (const path of ['/home', '/Swimming', '/Contactus']) {
        await visit(page, path);
        await page.waitForLoadState('networkidle');
      }
      expect(await page.locator('#root[data-ssr]').count()).toBe(1);
      await page.getByRole('button', { name: /open the club menu/i }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: /club menu/i }).isVisible())
        .toBe(true);
      expect(errors).toEqual([]);
    });
  });
});

describe('a page the server drew, before the visitor uses it', () => {
  /** The page's mark that the app has taken it over, and its module scripts. */
  const started = (page: Page) =>
    page.evaluate(() => ({
      app: document.documentElement.dataset.app ?? null,
      scripts: document.querySelectorAll('script[type="module"]').length,
      fetched: document.querySelectorAll('link[rel="prefetch"]').length,
    }));

  it('runs no script while a visitor only reads, and answers their first press on a phone', async () => {
    await withVisitor({ width: 375, height: 760 }, async (page) => {
      const errors = pageErrors(page);
      await page.goto(app('/Cricket'));
      await page.waitForLoadState('networkidle');
      // Read for a moment without a press: nothing may start while the page draws half a
      // second of frames (there is no event to wait for when nothing happens).
      await framesDrawn(page, 30);
      // Read as it is: the scripts are in the cache, none has run.
      const before = await started(page);
      expect(before.app).toBeNull();
      expect(before.scripts).toBe(0);
      expect(before.fetched).toBeGreaterThan(0);
      // The menu's button is there before the app, and its press is answered once it runs.
      const burger = page.getByRole('button', { name: /open the club menu/i });
      await burger.click();
      const drawer = page.getByRole('dialog', { name: /club menu/i });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      expect((await started(page)).app).toBe('ready');
      // Pressed once: it stays open (the app presses it again as it starts; a second toggle
      // would close it within a frame or two, so the frames drawn after show it does not).
      await framesDrawn(page, 24);
      expect(await drawer.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it("opens a desktop menu at the visitor's first click", async () => {
    await withVisitor({ width: 1280, height: 800 }, async (page) => {
      await page.goto(app('/Cricket'));
      await page.waitForLoadState('networkidle');
      expect((await started(page)).app).toBeNull();
      await page.getByRole('button', { name: /^sports$/i }).click();
      await expect
        .poll(() => page.getByRole('menuitem', { name: /^tennis$/i }).isVisible())
        .toBe(true);
      await page.getByRole('menuitem', { name: /^tennis$/i }).click();
      await expectPath(page, '/Tennis');
    });
  });

  it('answers the phone menu and the language button at once while the app has not run', async () => {
    const b = await openBrowser({ width: 375, height: 760 });
    const appScript = /\/assets\/index-[^/]+\.js$/;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    try {
      const { page } = b;
      // The app's script held: whatever is answered now is answered by the page itself.
      await page.route(appScript, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await page.goto(app('/Cricket'), { waitUntil: 'commit' });
      const burger = page.getByRole('button', { name: /open the club menu/i });
      await burger.click();
      const menu = page.getByRole('navigation', { name: /club menu/i });
      expect(await menu.isVisible()).toBe(true);
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('link', { name: /^tennis$/i }).isVisible()).toBe(true);
      // Pressed again: closed.
      await burger.click();
      expect(await menu.isVisible()).toBe(false);
      // The language button shows the languages; a language asks for the page in it.
      await page.getByRole('button', { name: /language/i }).click();
      const deutsch = page.getByRole('link', { name: /deutsch/i });
      expect(await deutsch.isVisible()).toBe(true);
      await deutsch.click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
      await expect.poll(() => h1(page, /^cricket$/i).isVisible()).toBe(true);
      expect(await page.locator('header').innerText()).toContain('Anmelden');
      expect(page.url()).toContain('lang=de');
      expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
      // The app, once it runs, keeps German as the reader's choice and drops it from the address.
      release();
      await appReady(page);
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await page.goto(app('/Tennis'));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
      await expectAccessible(page);
    } finally {
      release();
      await b.close();
    }
  });

  it('starts the app at once when a section drawn on approach is already in sight', async () => {
    await withVisitor({ width: 1280, height: 2400 }, async (page) => {
      await page.goto(app('/home'));
      // No press, no key: the facilities below the events are in sight on so tall a window.
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('heading', { name: /^our facilities$/i }).isVisible())
        .toBe(true);
    });
  });
});

describe('the first paint matches what the app shows', () => {
  it('a language picked on an English browser: the server draws the page in it, hydrated without an error', async () => {
    await withVisitor({ locale: 'en-US' }, async (page) => {
      const errors = pageErrors(page, { console: true });
      await visit(page, '/Cricket');
      await expect.poll(() => h1(page, /^cricket$/i).isVisible()).toBe(true);
      await page.getByRole('button', { name: /language/i }).click();
      await page.getByRole('menuitem', { name: /deutsch/i }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
      // What the server sends now (this browser's cookies): the page drawn in German.
      const html = await (await page.request.get(app('/Cricket'))).text();
      expect(html).toContain('<div id="root" data-ssr="de">');
      expect(html).toContain('Anmelden');
      await page.reload();
      await page.waitForLoadState('networkidle');
      // (The menu drawn for the time before the app says it too, hidden.)
      const signIn = page.getByText('Anmelden', { exact: true }).filter({ visible: true });
      expect(await signIn.first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('a signed-in member is not shown the signed-out page first', async () => {
    await withVisitor({ width: 375, height: 760 }, async (page) => {
      const errors = pageErrors(page);
      await signInMember(page, 'M1002', '2345');
      await expectPath(page, '/dashboards/default');
      const html = await (await page.request.get(app('/home'))).text();
      expect(html).not.toContain('data-ssr');
      expect(html).not.toContain('>Sign in<');
      await visit(page, '/home');
      await expect.poll(() => h1(page, /welcome/i).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});

describe('the public site at phone width, in Spanish and German', () => {
  it('opens the club menu as a drawer at 375 px and navigates by it', async () => {
    await withVisitor({ width: 375, height: 760 }, async (page) => {
      await visit(page, '/home');
      await expect.poll(() => h1(page, /welcome/i).isVisible()).toBe(true);
      await page.getByRole('button', { name: /open the club menu/i }).click();
      const drawer = page.getByRole('dialog', { name: /club menu/i });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await expectAccessible(page);
      await drawer.getByRole('button', { name: /^wellness$/i }).click();
      await drawer.getByRole('link', { name: /^yoga$/i }).click();
      await expectPath(page, '/Yoga');
      await expect.poll(() => h1(page, /^yoga$/i).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await expectAccessible(page);
    });
  });

  it.each([
    [
      'es-ES',
      'Deportes',
      'Natación',
      'Horarios',
      'Acceder',
      'Nuestra historia',
      'Fundado',
      'Todos los días de 06:00 a 23:00',
    ],
    [
      'de-DE',
      'Sport',
      'Schwimmen',
      'Zeiten',
      'Anmelden',
      'Unsere Geschichte',
      'Gegründet',
      'Täglich 06:00 bis 23:00 Uhr',
    ],
  ])(
    'translates the menus and labels in %s, a translated page and the club timings',
    async (locale, sports, swimming, timings, login, story, founded, clubTimings) => {
      await withVisitor({ locale }, async (page) => {
        await visit(page, '/Swimming');
        const nav = page
          .getByRole('navigation')
          .filter({ has: page.getByRole('button', { name: sports }) });
        await nav.getByRole('button', { name: sports, exact: true }).click();
        await expect
          .poll(() => page.getByRole('menuitem', { name: swimming }).isVisible())
          .toBe(true);
        await page.keyboard.press('Escape');
        // The dropdown closes with a transition: give it time on a loaded machine.
        await expect
          .poll(() => page.getByRole('menuitem', { name: swimming }).isVisible(), {
            timeout: 10_000,
          })
          .toBe(false);
        await expect
          .poll(() => page.getByText(timings, { exact: true }).first().isVisible())
          .toBe(true);
        expect(await nav.getByRole('button', { name: login }).isVisible()).toBe(true);
        // The footer's timings in the office's own words for this language.
        const footer = page.locator('footer');
        await expect
          .poll(() => footer.getByText(clubTimings, { exact: true }).isVisible())
          .toBe(true);
        expect(await footer.getByText('Daily 06:00 to 23:00').count()).toBe(0);
        await expectAccessible(page);
        // A page with a version in the reader's language shows it (Swimming has none: English).
        expect(await page.getByText('Lap swimming only').first().isVisible()).toBe(true);
        await visit(page, '/aboutus');
        await expect.poll(() => h1(page, new RegExp(`^${story}$`)).isVisible()).toBe(true);
        expect(await page.getByText(founded, { exact: true }).first().isVisible()).toBe(true);
        expect(await page.title()).toMatch(new RegExp(`^${story} \\| `));
        await expectAccessible(page);
      });
    },
  );
});
