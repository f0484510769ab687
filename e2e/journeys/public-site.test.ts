import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  app,
  appReady,
  expectAccessible,
  expectPath,
  openBrowser,
  toast,
} from '../support/browser.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';
import { mailCount, waitForMail } from '../support/mail.ts';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** Every public page of SPEC.md §2 with a heading its content shows. */
const PAGES: [string, RegExp][] = [
  ['/home', /welcome to the riverside gymkhana club/i],
  ['/aboutus', /our story/i],
  ['/Clubfacilities', /club facilities/i],
  ['/Committemembers', /managing committee/i],
  ['/Cricket', /^cricket$/i],
  ['/Hockey', /^hockey$/i],
  ['/Tennis', /^tennis$/i],
  ['/Squash', /^squash$/i],
  ['/badminton', /^badminton$/i],
  ['/Swimming', /^swimming$/i],
  ['/billiards', /billiards and snooker/i],
  ['/Gym', /^gym$/i],
  ['/Yoga', /^yoga$/i],
  ['/Otherwellness', /spa, steam and physiotherapy/i],
  ['/Library', /^library$/i],
  ['/Cards', /card room/i],
  ['/Restaurants', /pavilion restaurant/i],
  ['/Yorkerbar', /yorker bar/i],
  ['/Banquets', /banquet halls/i],
  ['/Thechambers', /the chambers/i],
  ['/chamberbooking', /book a room in the chambers/i],
  ['/Events', /^events$/i],
  ['/affiliated', /affiliated clubs/i],
  ['/Contactus', /contact us/i],
];

const h1 = (page: Page, name: RegExp) => page.getByRole('heading', { level: 1, name });

describe('the public site at desktop width', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(() => b.close());

  it('shows real content on every public page, with its title and description', async () => {
    const { page } = b;
    for (const [path, heading] of PAGES) {
      await page.goto(app(path));
      await appReady(page);
      await expect.poll(() => h1(page, heading).isVisible(), { message: path }).toBe(true);
      await expect
        .poll(() => page.title(), { message: path })
        .toMatch(/\| The Riverside Gymkhana Club$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.getByText('1 Maidan Road, Churchgate').first().isVisible()).toBe(true);
    }
    for (const path of [
      '/home',
      '/Cricket',
      '/Committemembers',
      '/affiliated',
      '/Contactus',
      '/Events',
    ]) {
      await page.goto(app(path));
      await appReady(page);
      await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
      await expectAccessible(page);
    }
    // Thirty pages and six axe runs: a minute's work on a busy two-core machine.
  }, 150_000);

  it('shows timings, rules and photos on a facility page, whatever the case of its path', async () => {
    const { page } = b;
    await page.goto(app('/tEnNiS'));
    await appReady(page);
    await expect.poll(() => h1(page, /^tennis$/i).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('rowheader', { name: 'Courts', exact: true }).isVisible())
      .toBe(true);
    expect(await page.getByText(/non-marking tennis shoes/i).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /clay tennis court/i }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /see events/i }).getAttribute('href')).toBe(
      '/app/Events',
    );
  });

  it("shows The Chambers' rooms and tariffs as the office keeps them, axe clean", async () => {
    const { page } = b;
    await page.goto(app('/Thechambers'));
    await appReady(page);
    const rooms = page.getByTestId('room-types');
    await expect.poll(() => rooms.isVisible()).toBe(true);
    // The demo club's rooms: five singles let (one is not), four doubles, two suites.
    const rows = rooms.getByRole('row');
    expect(await rows.nth(1).innerText()).toMatch(
      /Single\s+5 rooms, sleep up to 1\s+from ₹2,500\.00/,
    );
    expect(await rows.nth(3).innerText()).toMatch(
      /Suite\s+2 rooms, sleep up to 4\s+from ₹7,500\.00/,
    );
    await expectAccessible(page);
  });

  it('leads through the club menu, and the home page to the story and facilities', async () => {
    const { page } = b;
    await page.goto(app('/home'));
    await appReady(page);
    const nav = page.getByRole('navigation', { name: /club menu/i });
    await nav.getByRole('button', { name: /^sports$/i }).click();
    await page.getByRole('menuitem', { name: /^squash$/i }).click();
    await expectPath(page, '/Squash');
    await nav.getByRole('button', { name: /^stay$/i }).click();
    await page.getByRole('menuitem', { name: /book a room/i }).click();
    await expectPath(page, '/chamberbooking');
    // The call to action leads a visitor through sign-in to the member's booking screen.
    const book = page.getByTestId('page-cta').getByRole('link', { name: /book a room/i });
    await expect.poll(() => book.isVisible()).toBe(true);
    expect(await book.getAttribute('href')).toMatch(/\/login\?from=%2Fmember%2Fchamber%2Fbooking$/);
    await page.goto(app('/home'));
    await appReady(page);
    await expect
      .poll(() => page.getByRole('button', { name: /next slide/i }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: /pause the slides/i }).click();
    await page.getByRole('button', { name: /next slide/i }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /swim all year/i }).isVisible())
      .toBe(true);
    // The facilities below the fold (and the events teaser above them) render as the visitor
    // scrolls towards them: scroll as a visitor does until the Cricket card is there.
    const cricket = page.getByRole('link', { name: /^cricket/i }).first();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return cricket.isVisible();
      })
      .toBe(true);
    await cricket.click();
    await expectPath(page, '/Cricket');
  });

  it('sends an enquiry to the club office, refusing bad input with field errors', async () => {
    const { page } = b;
    await page.goto(app('/Contactus'));
    await appReady(page);
    await expect
      .poll(() => page.getByRole('img', { name: /map of the club/i }).isVisible())
      .toBe(true);
    // Directions to the club's address, in a new tab.
    const directions = page.getByRole('link', { name: /get directions/i });
    expect(await directions.getAttribute('target')).toBe('_blank');
    const href = new URL((await directions.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://www.google.com');
    expect(href.searchParams.get('destination')).toMatch(/^The Riverside Gymkhana Club, .+/);
    await page.getByLabel(/your name/i).fill('Neha Kapoor');
    await page.getByLabel(/^email/i).fill('not-an-email');
    await page.getByLabel(/^email/i).press('Enter');
    await expect.poll(() => page.getByText('Enter a valid email address.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Write at least 10 characters.').isVisible()).toBe(true);
    const since = mailCount();
    await page.getByLabel(/^email/i).fill('neha@example.com');
    await page.getByLabel(/^subject/i).fill('Reception for 250 guests');
    await page
      .getByLabel(/^message/i)
      .fill('Is the Centenary Hall free on the second Saturday of December?');
    await page.getByRole('button', { name: /send enquiry/i }).click();
    await expect.poll(() => toast(page, /sent to the club office/i).isVisible()).toBe(true);
    const mail = await waitForMail(
      'office@riversidegymkhana.example',
      /reception for 250 guests/i,
      since,
    );
    expect(mail.text).toContain('neha@example.com');
    await expectAccessible(page);
  });
});

describe("the public site's calls to action", () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(() => b.close());

  it('takes a visitor through sign-in to food ordering, and a member straight there', async () => {
    const { page } = b;
    await page.goto(app('/Restaurants'));
    await appReady(page);
    const order = page.getByRole('link', { name: 'Order food' });
    await expect.poll(() => order.isVisible()).toBe(true);
    expect(await page.getByText(/sign in with their member code first/i).isVisible()).toBe(true);
    await order.click();
    await expectPath(page, `/login?from=${encodeURIComponent('/member/foodordering/home')}`);
    await page.getByLabel(/member code/i).fill('M1001');
    await page.getByLabel(/^pin/i).fill('1234');
    await page.getByRole('button', { name: /sign in as member/i }).click();
    await expectPath(page, '/member/foodordering/home');

    // Signed in, the same call to action goes straight to the screen (not the dashboard).
    await page.goto(app('/Yorkerbar'));
    await appReady(page);
    await page.getByRole('link', { name: 'Order food' }).click();
    await expectPath(page, '/member/foodordering/home');
  });

  it('leads a visitor to book halls and events online, through sign-in', async () => {
    const { page } = b;
    // A visitor: the journey before signed a member in.
    await b.context.clearCookies();
    await page.goto(app('/Banquets'));
    await appReady(page);
    const cta = page.getByTestId('page-cta');
    await cta.getByRole('link', { name: /book a banquet hall/i }).click();
    await expectPath(page, `/login?from=${encodeURIComponent('/member/banquet/booking')}`);

    // The events page does not send its visitor to itself: members book there.
    await page.goto(app('/Events'));
    await appReady(page);
    expect(await page.getByRole('link', { name: /see events/i }).count()).toBe(0);
    expect(await page.getByText(/cannot be booked online yet/i).count()).toBe(0);
    await cta.getByRole('link', { name: /book an event/i }).click();
    await expectPath(page, `/login?from=${encodeURIComponent('/member/events/eventsList')}`);
  });

  it("shows committee members' initials without their titles", async () => {
    const { page } = b;
    await page.goto(app('/Committemembers'));
    await appReady(page);
    const vikram = page.getByRole('listitem').filter({ hasText: 'Mr Vikram Khanna' });
    await expect.poll(() => vikram.innerText()).toMatch(/^VK\b/);
    const harjit = page.getByRole('listitem').filter({ hasText: 'Harjit Singh' });
    await expect.poll(() => harjit.innerText()).toMatch(/^HS\b/);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the page-not-found screen, also without any script', async () => {
    for (const javaScript of [true, false]) {
      const b = await openBrowser({ javaScript });
      try {
        const { page } = b;
        const res = await page.goto(app('/no-such-page'));
        expect(res?.status()).toBe(404);
        await expect.poll(() => h1(page, /^page not found$/i).isVisible()).toBe(true);
        // The address stays what was asked for.
        await expectPath(page, '/no-such-page');
        if (javaScript) await expectAccessible(page);
      } finally {
        await b.close();
      }
    }
    // The app's own screens still answer 200, a signed-in one too (its guard signs in).
    const b = await openBrowser();
    try {
      expect((await b.page.goto(app('/member/viewStatement')))?.status()).toBe(200);
      expect((await b.page.goto(app('/CRICKET')))?.status()).toBe(200);
    } finally {
      await b.close();
    }
  });
});

describe('the public pages rendered by the server', () => {
  it("shows a page and its header with no script at all, in the browser's language", async () => {
    const b = await openBrowser({ javaScript: false, locale: 'de-DE', width: 375, height: 760 });
    try {
      const { page } = b;
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
    } finally {
      await b.close();
    }
  });

  it('hydrates the page without an error and it answers at once', async () => {
    const b = await openBrowser({ width: 375, height: 760 });
    try {
      const { page } = b;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      for (const path of ['/home', '/Swimming', '/Contactus']) {
        await page.goto(app(path));
        await appReady(page);
        await page.waitForLoadState('networkidle');
      }
      expect(await page.locator('#root[data-ssr]').count()).toBe(1);
      await page.getByRole('button', { name: /open the club menu/i }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: /club menu/i }).isVisible())
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await b.close();
    }
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
    const b = await openBrowser({ width: 375, height: 760 });
    try {
      const { page } = b;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(app('/Cricket'));
      await page.waitForLoadState('networkidle');
      // Read for a moment without a press: nothing may start in that time, so only a time can
      // show it (there is no event to wait for when nothing happens).
      await page.waitForTimeout(500);
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
      // would close it within a frame or two, so a time shows it does not).
      await page.waitForTimeout(400);
      expect(await drawer.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await b.close();
    }
  });

  it("opens a desktop menu at the visitor's first click", async () => {
    const b = await openBrowser({ width: 1280, height: 800 });
    try {
      const { page } = b;
      await page.goto(app('/Cricket'));
      await page.waitForLoadState('networkidle');
      expect((await started(page)).app).toBeNull();
      await page.getByRole('button', { name: /^sports$/i }).click();
      await expect
        .poll(() => page.getByRole('menuitem', { name: /^tennis$/i }).isVisible())
        .toBe(true);
      await page.getByRole('menuitem', { name: /^tennis$/i }).click();
      await expectPath(page, '/Tennis');
    } finally {
      await b.close();
    }
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
    const b = await openBrowser({ width: 1280, height: 2400 });
    try {
      const { page } = b;
      await page.goto(app('/home'));
      // No press, no key: the facilities below the events are in sight on so tall a window.
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('heading', { name: /^our facilities$/i }).isVisible())
        .toBe(true);
    } finally {
      await b.close();
    }
  });
});

describe('the first paint matches what the app shows', () => {
  it('a language picked on an English browser: the server draws the page in it, hydrated without an error', async () => {
    const b = await openBrowser({ locale: 'en-US' });
    try {
      const { page } = b;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(app('/Cricket'));
      await appReady(page);
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
    } finally {
      await b.close();
    }
  });

  it('a signed-in member is not shown the signed-out page first', async () => {
    const b = await openBrowser({ width: 375, height: 760 });
    try {
      const { page } = b;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await signInMember(page, 'M1002', '2345');
      await expectPath(page, '/dashboards/default');
      const html = await (await page.request.get(app('/home'))).text();
      expect(html).not.toContain('data-ssr');
      expect(html).not.toContain('>Sign in<');
      await page.goto(app('/home'));
      await appReady(page);
      await expect.poll(() => h1(page, /welcome/i).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await b.close();
    }
  });
});

describe('the public site at phone width, in Spanish and German', () => {
  it('opens the club menu as a drawer at 375 px and navigates by it', async () => {
    const b = await openBrowser({ width: 375, height: 760 });
    try {
      const { page } = b;
      await page.goto(app('/home'));
      await appReady(page);
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
    } finally {
      await b.close();
    }
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
      const b = await openBrowser({ locale });
      try {
        const { page } = b;
        await page.goto(app('/Swimming'));
        await appReady(page);
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
        await page.goto(app('/aboutus'));
        await appReady(page);
        await expect.poll(() => h1(page, new RegExp(`^${story}$`)).isVisible()).toBe(true);
        expect(await page.getByText(founded, { exact: true }).first().isVisible()).toBe(true);
        expect(await page.title()).toMatch(new RegExp(`^${story} \\| `));
        await expectAccessible(page);
      } finally {
        await b.close();
      }
    },
  );
});

describe('content management', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(() => b.close());

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
    await expect.poll(() => toast(page, /saved\./i).isVisible()).toBe(true);

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
    await expect
      .poll(() =>
        toast(page, /saved\./i)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it("lets an editor write a page's German version, which a German visitor reads, and remove it", async () => {
    const { page } = b;
    await page.goto(app('/admin/content/pages/squash'));
    await appReady(page);
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
    await page.goto(app('/admin/content/affiliated'));
    await appReady(page);
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
    await expect
      .poll(() =>
        toast(page, /saved\./i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);
    await page.goto(app('/affiliated'));
    await appReady(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Royal Bombay Yacht Club' }).isVisible())
      .toBe(true);
    await page.goto(app('/admin/content/affiliated'));
    await appReady(page);
    await page.getByRole('button', { name: 'Delete: Royal Bombay Yacht Club' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect.poll(() => page.getByText('Royal Bombay Yacht Club').count()).toBe(0);

    // A notice for the Notice Board.
    await page.goto(app('/admin/content/notices'));
    await appReady(page);
    await page.getByRole('button', { name: /^add$/i }).click();
    const notice = page.getByRole('dialog');
    await notice.getByLabel(/^title/i).fill('Floodlights on the tennis courts');
    await notice
      .getByRole('textbox', { name: /^notice/i })
      .fill('The floodlights are being replaced this week.');
    await notice.getByRole('button', { name: /^save$/i }).click();
    await expect
      .poll(() =>
        toast(page, /saved\./i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);

    // General settings: office timings show in the public footer; then restored.
    await page.goto(app('/admin/content/settings'));
    await appReady(page);
    const office = page.getByLabel(/^office timings\s*\*?$/i);
    await expect.poll(() => office.inputValue()).toBe('Monday to Saturday 09:30 to 18:00');
    await page.getByLabel(/^phone/i).fill('call us');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect.poll(() => page.getByText('Enter a valid phone number.').isVisible()).toBe(true);
    await page.getByLabel(/^phone/i).fill('+91 22 2200 1875');
    const officeDe = page.getByLabel('Office timings (Deutsch)');
    await expect.poll(() => officeDe.inputValue()).toBe('Montag bis Samstag 09:30 bis 18:00 Uhr');
    await officeDe.fill('Montag bis Samstag 09:00 bis 18:30 Uhr');
    await office.fill('Monday to Saturday 09:00 to 18:30');
    await office.press('Enter');
    await expect
      .poll(() =>
        toast(page, /saved\./i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);
    const visitor = await openBrowser();
    try {
      await visitor.page.goto(app('/Contactus'));
      await expect
        .poll(() => visitor.page.getByText('Monday to Saturday 09:00 to 18:30').first().isVisible())
        .toBe(true);
    } finally {
      await visitor.close();
    }
    // A German reader sees the German version the office wrote.
    const german = await openBrowser({ locale: 'de-DE' });
    try {
      await german.page.goto(app('/Contactus'));
      await expect
        .poll(() =>
          german.page.getByText('Montag bis Samstag 09:00 bis 18:30 Uhr').first().isVisible(),
        )
        .toBe(true);
      expect(await german.page.getByText('Monday to Saturday 09:00 to 18:30').count()).toBe(0);
    } finally {
      await german.close();
    }
    await page.goto(app('/admin/content/settings'));
    await appReady(page);
    await page.getByLabel(/^office timings\s*\*?$/i).fill('Monday to Saturday 09:30 to 18:00');
    await page
      .getByLabel('Office timings (Deutsch)')
      .fill('Montag bis Samstag 09:30 bis 18:00 Uhr');
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect
      .poll(() =>
        toast(page, /saved\./i)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it('shows the other content screens to the editor, and refuses a wrong upload', async () => {
    const { page } = b;
    for (const [path, heading] of [
      ['/admin/content/committee', /committee members/i],
      ['/admin/content/images', /banners and gallery/i],
      ['/admin/content/magazine', /manage clubman/i],
    ] as const) {
      await page.goto(app(path));
      await appReady(page);
      await expect.poll(() => h1(page, heading).isVisible()).toBe(true);
      await expectAccessible(page);
    }
    // A PNG is not a magazine: refused before upload, nothing published.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await expect.poll(() => toast(page, /this file cannot be used/i).isVisible()).toBe(true);
    await page.getByRole('button', { name: /upload issue/i }).click();
    await expect
      .poll(() => page.getByText('Write at least 2 characters.').first().isVisible())
      .toBe(true);
  });

  it('shows members the Notice Board and Clubman in their menu', async () => {
    const member = await openBrowser();
    try {
      const { page } = member;
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
      await page.goto(app('/member/clubman'));
      await appReady(page);
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
    } finally {
      await member.close();
    }

    // Remove the notice again (journeys share the demo club).
    const { page } = b;
    await page.goto(app('/admin/content/notices'));
    await appReady(page);
    await page.getByRole('button', { name: 'Delete: Floodlights on the tennis courts' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect.poll(() => page.getByText('Floodlights on the tennis courts').count()).toBe(0);
  });
});
