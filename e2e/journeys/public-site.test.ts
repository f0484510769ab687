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
import { mailCount, waitForMail } from '../support/mail.ts';
import { h1, PAGES } from '../support/public-pages.ts';

describe('the public site at desktop width', () => {
  const b = fileVisitor();

  it('shows real content on every public page, with its title and description', async () => {
    const { page } = b;
    for (const [path, heading] of PAGES) {
      await visit(page, path);
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
      await visit(page, path);
      await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
      await expectAccessible(page);
    }
    // Thirty pages and six axe runs: a minute's work on a busy two-core machine.
  }, 150_000);

  it('shows timings, rules and photos on a facility page, whatever the case of its path', async () => {
    const { page } = b;
    await visit(page, '/tEnNiS');
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
    await visit(page, '/Thechambers');
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
    await visit(page, '/home');
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
    await visit(page, '/home');
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
    await visit(page, '/Contactus');
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
    await expectToast(page, /sent to the club office/i);
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
  const b = fileVisitor();

  it('takes a visitor through sign-in to food ordering, and a member straight there', async () => {
    const { page } = b;
    await visit(page, '/Restaurants');
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
    await visit(page, '/Yorkerbar');
    await page.getByRole('link', { name: 'Order food' }).click();
    await expectPath(page, '/member/foodordering/home');
  });

  it('leads a visitor to book halls and events online, through sign-in', async () => {
    const { page } = b;
    // A visitor: the journey before signed a member in.
    await b.context.clearCookies();
    await visit(page, '/Banquets');
    const cta = page.getByTestId('page-cta');
    await cta.getByRole('link', { name: /book a banquet hall/i }).click();
    await expectPath(page, `/login?from=${encodeURIComponent('/member/banquet/booking')}`);

    // The events page does not send its visitor to itself: members book there.
    await visit(page, '/Events');
    expect(await page.getByRole('link', { name: /see events/i }).count()).toBe(0);
    expect(await page.getByText(/cannot be booked online yet/i).count()).toBe(0);
    await cta.getByRole('link', { name: /book an event/i }).click();
    await expectPath(page, `/login?from=${encodeURIComponent('/member/events/eventsList')}`);
  });

  it("shows committee members' initials without their titles", async () => {
    const { page } = b;
    await visit(page, '/Committemembers');
    const vikram = page.getByRole('listitem').filter({ hasText: 'Mr Vikram Khanna' });
    await expect.poll(() => vikram.innerText()).toMatch(/^VK\b/);
    const harjit = page.getByRole('listitem').filter({ hasText: 'Harjit Singh' });
    await expect.poll(() => harjit.innerText()).toMatch(/^HS\b/);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the page-not-found screen, also without any script', async () => {
    for (const javaScript of [true, false]) {
      await withVisitor({ javaScript }, async (page) => {
        const res = await page.goto(app('/no-such-page'));
        expect(res?.status()).toBe(404);
        await expect.poll(() => h1(page, /^page not found$/i).isVisible()).toBe(true);
        // The address stays what was asked for.
        await expectPath(page, '/no-such-page');
        if (javaScript) await expectAccessible(page);
      });
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
