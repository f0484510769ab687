import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, expectToast } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { expectStatedOrder } from '../support/list-order.ts';
import { closeToastsOn, memberForFile, withAdmin } from '../support/staff-journey.ts';

/*
 * Event bookings (issue 11): M1001 books the New Year's Eve Ball for self, spouse and a guest,
 * with buffets and a table request, sees the server's price before confirming, finds the booking
 * in My Events Booking and its charge on the statement; the admin answers the table request in
 * Manage Events Orders and M1001 sees the reply. Desktop and phone width, axe clean.
 */

const EVENT = "New Year's Eve Ball";
const REPLY = 'Table 8 on the terrace, by the orchestra.';
/** Manage Events Orders: its stated order, by the Event column (which shows the date). */
const OFFICE_ORDER = {
  line: 'Bookings for upcoming events first, the soonest event at the top; then past events',
  column: 'Event',
  direction: 'ascending',
} as const;

let member: Page;
let bookingId = 0;

memberForFile('M1001', '1234', (p) => (member = p));

const menu = (p: Page) => p.getByRole('navigation', { name: /main menu/i });

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page) => closeToastsOn(p, 1000);

describe('event bookings', () => {
  it('M1001 books self, spouse and a guest with a table, seeing the price first', async () => {
    const p = member;
    await menu(p)
      .getByRole('link', { name: /other club events/i })
      .click();
    await expectPath(p, '/member/events/eventsList');
    await p.getByRole('textbox', { name: /^search$/i }).fill('eve ball');
    const card = p.getByTestId('event-card').filter({ hasText: EVENT });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: `Book: ${EVENT}` }).click();
    const form = p.getByRole('dialog', { name: `Book ${EVENT}` });
    await expect.poll(() => form.getByTestId('booking-total').isVisible()).toBe(true);
    await expect.poll(() => form.getByTestId('booking-total').innerText()).toBe('₹4,500.00');

    await form.getByText('Both of us', { exact: true }).click();
    await form.getByRole('button', { name: 'Add a guest' }).click();
    await form.getByLabel('Guest 1: Name').fill('Ravi Kumar');
    await form.getByLabel('Age').fill('101');
    await form.getByLabel('Phone').fill('98765');
    await form.getByRole('button', { name: 'Confirm booking' }).click();
    await expect.poll(() => form.getByText('Enter an age from 0 to 100.').isVisible()).toBe(true);
    await expect
      .poll(() => form.getByText('Enter a phone number of 10 to 13 digits.').isVisible())
      .toBe(true);
    await form.getByLabel('Age').fill('34');
    await form.getByLabel('Phone').fill('+91 98765 43210');
    await form.getByRole('textbox', { name: 'Table request' }).click();
    await p.getByRole('option', { name: 'A table of 8', exact: true }).click();
    await form.getByLabel('Comments').fill('Close to the dance floor, please.');
    await form.getByRole('textbox', { name: 'Veg buffets', exact: true }).fill('2');
    await form.getByRole('textbox', { name: 'Non-veg buffets', exact: true }).fill('1');
    // 2 x 4,500 + a guest at 6,500 + 2 veg buffets at 1,800 + 1 non-veg at 2,200, computed on
    // the server.
    await expect
      .poll(() => form.getByTestId('booking-total').innerText(), { timeout: 10_000 })
      .toBe('₹21,300.00');
    await expectAccessible(p);
    await form.getByRole('button', { name: 'Confirm booking' }).click();
    await expectToast(p, /is made/);
    await closeToasts(p);

    await menu(p)
      .getByRole('link', { name: /my events booking/i })
      .click();
    await expectPath(p, '/member/events/orders/list');
    const mine = p.getByTestId('my-event-booking').filter({ hasText: EVENT });
    await expect.poll(() => mine.count()).toBe(1);
    const heading = await mine.getByRole('heading').innerText();
    bookingId = Number(/#(\d+)/.exec(heading)![1]);
    expect(bookingId).toBeGreaterThan(0);
    await expect.poll(() => mine.innerText()).toMatch(/₹21,300\.00/);
    await expect.poll(() => mine.getByTestId('table-reply').innerText()).toBe('No reply yet');
    await expectAccessible(p);

    // The charge on this month's statement, linked to the booking.
    await p.goto(app('/member/viewStatement'));
    const charge = p
      .getByTestId('statement-entry')
      .filter({ hasText: `Event booking #${bookingId}: ${EVENT}` });
    await expect.poll(() => charge.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => charge.innerText()).toMatch(/21,300\.00/);
    await expect
      .poll(() => charge.getByRole('link').first().getAttribute('href'))
      .toMatch(new RegExp(`/member/events/orders/detail/${bookingId}$`));
    await expectAccessible(p);
  });

  it('the admin replies to the table request, and M1001 sees the reply', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await menu(p)
        .getByRole('link', { name: /manage events orders/i })
        .click();
      await expectPath(p, '/admin/events/ManageOrder');
      const table = p.getByRole('table', { name: 'Event bookings' });
      await expect.poll(() => table.isVisible()).toBe(true);
      await expectStatedOrder(p, table, OFFICE_ORDER);
      await p.getByRole('textbox', { name: /^search$/i }).fill('M1001');
      const link = p.getByRole('link', { name: `#${bookingId}`, exact: true });
      await expect.poll(() => link.isVisible()).toBe(true);
      await expectStatedOrder(p, table, OFFICE_ORDER);
      await closeToasts(p);
      await expectAccessible(p);
      await link.click();
      await expectPath(p, `/admin/events/OrderDetail/${bookingId}`);
      await p.getByLabel('Reply to the table request').fill(REPLY);
      await p.getByRole('button', { name: 'Send reply' }).click();
      await expectToast(p, /reply is sent/);
      await expect.poll(() => p.getByTestId('table-reply').innerText()).toBe(REPLY);
      await p.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expectToast(p, /is confirmed/);
      await closeToasts(p);
      await expectAccessible(p);
    });

    await member.goto(app(`/member/events/orders/detail/${bookingId}`));
    await expect.poll(() => member.getByTestId('table-reply').innerText()).toBe(REPLY);
    await expect.poll(() => member.getByText('Confirmed').first().isVisible()).toBe(true);
    await expectAccessible(member);
  });
});

describe('at phone width', () => {
  it('works at 375 px: My Events Booking, the booking form and the admin detail fit and pass axe', async () => {
    const p = member;
    await p.setViewportSize({ width: 375, height: 800 });
    await p.goto(app('/member/events/orders/list'));
    await expect
      .poll(() => p.getByTestId('my-event-booking').filter({ hasText: EVENT }).count())
      .toBe(1);
    await expectNothingCut(p);
    await expectAccessible(p);

    await p.goto(app('/member/events/eventsList'));
    const card = p.getByTestId('event-card').filter({ hasText: 'Club Quiz Night' });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'Book: Club Quiz Night' }).click();
    const form = p.getByRole('dialog', { name: 'Book Club Quiz Night' });
    await expect.poll(() => form.getByTestId('booking-total').isVisible()).toBe(true);
    await expectAccessible(p);
    await p.keyboard.press('Escape');

    await withAdmin({ width: 375, height: 800 }, async (q) => {
      await q.goto(app(`/admin/events/OrderDetail/${bookingId}`));
      await expect.poll(() => q.getByTestId('table-reply').innerText()).toBe(REPLY);
      await expectNothingCut(q);
      await expectAccessible(q);
      await q.goto(app('/admin/events/ManageOrder'));
      await expect
        .poll(() => q.getByRole('link', { name: `#${bookingId}` }).isVisible())
        .toBe(true);
      await expectStatedOrder(q, q.getByRole('table', { name: 'Event bookings' }), OFFICE_ORDER);
      await expectNothingCut(q, { tablesScroll: true });
      await expectAccessible(q);
    });
  });
});
