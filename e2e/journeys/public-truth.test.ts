import type { Locator, Page } from 'playwright-core';
import { clubDay, pickDate } from '../support/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  app,
  expectAccessible,
  expectPath,
  openBrowser,
  visit,
  withVisitor,
} from '../support/browser.ts';
import { signInStaff, STAFF } from '../support/sign-in.ts';
import { bookARoomSignedIn } from '../support/public-pages.ts';

/*
 * The public pages agree with the data the portal books with (issue 30): the tariffs, the
 * cancellation rule and what can be booked online come from the portal's data, and every
 * section the server draws comes with its data, also for a reader who runs no script.
 */

/** The sections each page draws from the portal's data, and a text each shows. */
const SECTIONS: [string, (p: Page) => Locator][] = [
  ['/Committemembers', (p) => p.getByRole('listitem').filter({ hasText: 'Mr Vikram Khanna' })],
  ['/affiliated', (p) => p.getByRole('heading', { level: 3 }).first()],
  ['/Thechambers', (p) => p.getByTestId('room-types')],
  ['/chamberbooking', (p) => p.getByTestId('room-types')],
  ['/Banquets', (p) => p.getByTestId('banquet-halls')],
  ['/Events', (p) => p.getByTestId('upcoming-events')],
];

for (const width of [1440, 375]) {
  describe(`the public pages' live sections at ${width} px`, () => {
    it('are drawn by the server with their data: no placeholder, also without any script', async () => {
      const b = await openBrowser({ width, javaScript: false });
      try {
        for (const [path, section] of SECTIONS) {
          await b.page.goto(app(path));
          expect(await section(b.page).first().isVisible(), path).toBe(true);
          expect(await b.page.locator('.mantine-Skeleton-root').count(), path).toBe(0);
          expect(await b.page.locator('[aria-busy="true"]').count(), path).toBe(0);
        }
      } finally {
        await b.close();
      }
    });

    it('say what can be booked online and the cancellation rule the booking applies', async () => {
      await withVisitor({ width }, async (p) => {
        for (const path of ['/Thechambers', '/chamberbooking']) {
          await visit(p, path);
          const body = p.locator('main');
          // The general settings' chambers policy, as My Chamber Bookings applies it.
          await expect
            .poll(() => body.innerText(), { message: path })
            .toContain(
              'A booking can be cancelled on the portal until the day before check-in. Refund of the charge: 100% from 7 days before, 50% from 2 days before, nothing later.',
            );
          expect(await body.innerText(), path).not.toMatch(
            /48 hours|₹4,500|₹9,000|\{\{|days ahead|14 nights/,
          );
        }
        // How long a stay may be: the limits Book Chambers keeps, not typed in the page.
        await visit(p, '/Thechambers');
        await expect
          .poll(() => p.locator('main').innerText())
          .toContain('A booking is for at most 30 nights and 5 rooms.');
        await visit(p, '/Banquets');
        await expect
          .poll(() => p.locator('main').innerText())
          .toContain('Refund of the charge when a booking is cancelled: 90% from 30 days before');
        await p
          .getByTestId('page-cta')
          .getByRole('link', { name: /book a banquet hall/i })
          .click();
        await expectPath(p, `/login?from=${encodeURIComponent('/member/banquet/booking')}`);

        await visit(p, '/Events');
        await expect.poll(() => p.getByTestId('upcoming-events').isVisible()).toBe(true);
        expect(await p.locator('main').innerText()).not.toMatch(
          /online yet|through the club office/,
        );
        await p
          .getByTestId('page-cta')
          .getByRole('link', { name: /book an event/i })
          .click();
        await expectPath(p, `/login?from=${encodeURIComponent('/member/events/eventsList')}`);
        await visit(p, '/chamberbooking');
        await expect.poll(() => p.getByTestId('room-types').isVisible()).toBe(true);
        await expectAccessible(p);
      });
    });
  });
}

describe('/chamberbooking and the booking screen', () => {
  let b: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    b = await openBrowser({ width: 1440 });
  });
  afterAll(() => b.close());

  it('quote the same member tariff for each room type', async () => {
    const p = b.page;
    await visit(p, '/chamberbooking');
    const rows = p.getByTestId('room-types').locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const published: Record<string, string> = {};
    for (const row of await rows.all()) {
      const type = (await row.locator('th').innerText()).split('\n')[0]!.trim();
      const member = (await row.locator('td').first().innerText()).replace(/^from\s+/, '').trim();
      published[type] = member;
    }
    expect(Object.keys(published)).toEqual(expect.arrayContaining(['Single', 'Double', 'Suite']));

    await bookARoomSignedIn(p, 'M1002', '2345');
    const form = p
      .locator('form')
      .filter({ has: p.getByRole('button', { name: /^send the request$/i }) });
    const [from, to] = [clubDay(80), clubDay(81)];
    await pickDate(p, form, /^check-in/i, from);
    await pickDate(p, form, /^check-out/i, to);
    // The member's own stay (the form's first choice): no guest's details to give.
    await form.getByLabel(/^occupants/i).fill('1');
    for (const [type, tariff] of Object.entries(published)) {
      await form.getByRole('textbox', { name: /^room type/i }).click();
      await p.getByRole('option', { name: new RegExp(`^${type}`) }).click();
      // "1 night x 1 room x ₹4,200.00 = ₹4,200.00": the tariff of a room-night it charges.
      await expect
        .poll(
          () =>
            form
              .getByText(/ x .* = /)
              .first()
              .innerText(),
          { message: type },
        )
        .toBe(`1 night x 1 room x ${tariff} = ${tariff}`);
    }
  });
});

describe("the banquet halls' photos", () => {
  it('all load on ManageBanquets', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await signInStaff(p, STAFF.admin.code, STAFF.admin.password);
      await expectPath(p, /^\/(?!login)/);
      await visit(p, '/admin/banquet/ManageBanquets');
      const photos = p.getByRole('listitem').locator('img');
      await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(3);
      await expect
        .poll(() =>
          photos.evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0),
          ),
        )
        .toBe(true);
    });
  });
});
