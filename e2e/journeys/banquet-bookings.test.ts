import type { Page } from 'playwright-core';
import { clubDay, pickDate } from '../support/dates.ts';
import { describe, expect, it } from 'vitest';
import {
  app,
  appReady,
  expectPath,
  toast,
  visit,
  expectToast,
  fileVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { expectStatedOrder } from '../support/list-order.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, signInAdmin } from '../support/staff-journey.ts';

// The member's and the admin's browsers at 1440 px, each signed in by the journeys.
const member = fileVisitor(undefined, { width: 1440 });
const admin = fileVisitor(undefined, { width: 1440 });

const menu = (p: Page) => p.getByRole('navigation', { name: /main menu/i });

/** Closes every toast, then axe. */
const accessible = (p: Page) => accessibleOn(p, 1000);

let bookingId = 0;

/** The office's list: its stated order, by the Function column. */
const OFFICE_ORDER = {
  line: 'Requests awaiting a decision first, the soonest function at the top; then the other bookings',
  column: 'Function',
  direction: 'ascending',
} as const;

describe('booking a banquet hall', () => {
  it('M1002 books the Board Room in three steps, seeing the free sessions and the price first', async () => {
    const p = member.page;
    await signInMember(p, 'M1002', '2345');
    await expectPath(p, /dashboard/);
    await menu(p)
      .getByRole('link', { name: /^book banquet hall$/i })
      .click();
    await expectPath(p, '/member/banquet/booking');
    await expect.poll(() => p.title()).toMatch(/^Book Banquet Hall \|/);
    // Step 1: the details, with the hall's sessions of a month shown first.
    await p.getByRole('textbox', { name: /^hall/i }).click();
    await p.getByRole('option', { name: /^Board Room/ }).click();
    for (let i = 0; i < 4; i++) await p.getByRole('button', { name: 'Next month' }).click();
    const free = p.getByRole('button', { name: /^Evening of .*: free$/ }).first();
    await expect.poll(() => free.isVisible()).toBe(true);
    await accessible(p);
    await free.click();
    await expect.poll(() => free.getAttribute('aria-pressed')).toBe('true');
    await p.getByLabel(/^guests/i).fill('20');
    await p.getByLabel(/^projector/i).check();
    await p.getByRole('button', { name: /^next$/i }).click();
    // Step 2: the menu, within the package's limits.
    await p.getByRole('radio', { name: /^Veg Classic/ }).check();
    await p.getByRole('checkbox', { name: 'Paneer Tikka' }).check();
    await p.getByRole('checkbox', { name: 'Crispy Corn' }).check();
    await accessible(p);
    await p.getByRole('button', { name: /^next$/i }).click();
    // Step 3: the price broken down, then the request.
    const table = p.getByRole('table', { name: 'The price broken down' });
    await expect.poll(() => table.isVisible()).toBe(true);
    // Board Room evening: 8,000 + 1,000 electricity + 1,500 projector + 20 x 950 = 29,500; 18 % GST.
    await expect.poll(() => table.innerText()).toMatch(/₹34,810\.00/);
    await accessible(p);
    await p.getByRole('button', { name: /^send booking request$/i }).click();
    await expectToast(p, /Booking request #\d+ sent/);
    bookingId = Number(/#(\d+)/.exec(await toast(p, /Booking request #\d+ sent/).innerText())![1]);
    await expectPath(p, '/member/banquet/myBooking');
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect.poll(() => card.getByText('Requested', { exact: true }).isVisible()).toBe(true);
    await accessible(p);
  });

  it('the admin confirms it with an advance due in a week', async () => {
    const p = admin.page;
    await signInAdmin(p);
    await menu(p)
      .getByRole('link', { name: /^manage banquets booking$/i })
      .click();
    await expectPath(p, '/admin/banquet/ManageBanquetOrder');
    const table = p.getByRole('table', { name: /^hall bookings$/i });
    const link = table.getByRole('link', { name: `Booking #${bookingId}`, exact: true });
    await expect.poll(() => link.isVisible()).toBe(true);
    await expectStatedOrder(p, table, OFFICE_ORDER);
    await accessible(p);
    await link.click();
    await expectPath(p, `/admin/banquet/OrderDetail/${bookingId}`);
    await expect
      .poll(() => p.getByRole('link', { name: /^function sheet \(pdf\)$/i }).isVisible())
      .toBe(true);
    await accessible(p);
    const sheet = await p.request.get(
      app('').replace(/\/app$/, `/api/admin/banquets/bookings/${bookingId}/function-sheet.pdf`),
    );
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    await p.getByRole('button', { name: /^confirm with advance$/i }).click();
    const dialog = p.getByRole('dialog', { name: /confirm the booking/i });
    await dialog.getByRole('textbox', { name: /^advance/i }).fill('5000');
    await pickDate(p, dialog, /^advance due on/i, clubDay(7));
    await accessible(p);
    await dialog.getByRole('button', { name: /^confirm with advance$/i }).click();
    await expectToast(p, `Booking #${bookingId} confirmed.`);
    await expect.poll(() => p.getByText(/^Confirmed: Club Administrator/).isVisible()).toBe(true);
  });

  it('M1002 sees it confirmed with the advance due, and the refund before cancelling', async () => {
    const p = member.page;
    await p.reload();
    await appReady(p);
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.innerText()).toMatch(/Advance ₹5,000\.00, due by/);
    await card.getByRole('button', { name: /^cancel booking$/i }).click();
    const dialog = p.getByRole('dialog', { name: /cancel this booking/i });
    await expect.poll(() => dialog.innerText()).toMatch(/of the ₹5,000\.00 charged/);
    await accessible(p);
    await dialog
      .getByRole('button', { name: /^keep booking$/i })
      .last()
      .click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // A confirmed function goes into the calendar.
    await expect
      .poll(() =>
        card
          .getByRole('link', { name: `Add booking #${bookingId} to your calendar (.ics file)` })
          .getAttribute('href'),
      )
      .toBe(`/api/calendar/banquets/${bookingId}.ics`);
  });

  it('M1002 pays the advance by card in the sandbox and comes back to see it paid', async () => {
    const p = member.page;
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await card.getByRole('button', { name: /^pay the advance of booking #\d+ by card/i }).click();
    await p.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await p.getByLabel('Card number').fill('4111 1111 1111 1111');
    await p.getByLabel(/expiry/i).fill('12/39');
    await p.getByLabel('CVV').fill('123');
    await p.getByRole('button', { name: /^pay ₹5,000\.00/i }).click();
    await expectPath(p, '/member/banquet/myBooking');
    await expectToast(p, 'Advance paid. Thank you.');
    await expect.poll(() => card.innerText()).toMatch(/Advance paid by card on/);
    expect(await card.getByRole('button', { name: /by card/i }).count()).toBe(0);
    await accessible(p);
  });

  it('M1002 sees the card payment on the statement, linked to the booking', async () => {
    const p = member.page;
    await p.goto(app('/member/viewStatement'));
    await expect.poll(() => p.getByTestId('statement-totals').isVisible()).toBe(true);
    const line = p
      .getByTestId('statement-entry')
      .filter({ hasText: `Card payment: advance of banquet hall booking #${bookingId}` });
    await expect.poll(() => line.count()).toBe(1);
    await expect.poll(() => line.innerText()).toMatch(/5,000\.00/);
    await accessible(p);
  });

  it('M1002 cancels under the policy: the share is credited and goes back to the card', async () => {
    const p = member.page;
    await visit(p, '/member/banquet/myBooking');
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await card.getByRole('button', { name: /^cancel booking$/i }).click();
    const dialog = p.getByRole('dialog', { name: /cancel this booking/i });
    await expect.poll(() => dialog.innerText()).toMatch(/goes back to the card you paid with/);
    const refund = /charged: (₹[\d,]+\.\d\d)/.exec(await dialog.innerText())![1]!;
    await dialog
      .getByRole('button', { name: /^cancel booking$/i })
      .last()
      .click();
    await expectToast(p, `Booking #${bookingId} cancelled.`);
    await expect.poll(() => card.getByText('Cancelled', { exact: true }).isVisible()).toBe(true);

    // The statement: the policy's share credited, and (once the provider refunds it) the card refund.
    const entries = p.getByTestId('statement-entry');
    const credit = entries.filter({
      hasText: `Refund for cancelled banquet hall booking #${bookingId}`,
    });
    const cardRefund = entries.filter({
      hasText: `Card refund: banquet hall booking #${bookingId}`,
    });
    await expect
      .poll(
        async () => {
          await p.goto(app('/member/viewStatement'));
          await p.getByTestId('statement-totals').waitFor();
          await p.waitForLoadState('networkidle');
          return (await credit.count()) + (await cardRefund.count());
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(2);
    const amount = refund.slice(1);
    expect(await credit.innerText()).toContain(amount);
    expect(await cardRefund.innerText()).toContain(amount);
    await accessible(p);
  });
});

describe('at phone width', () => {
  it("the member's screens fit 375 px", async () => {
    const p = member.page;
    await p.setViewportSize({ width: 375, height: 800 });
    // The bookings, with the advance paid by card and the refund.
    await visit(p, '/member/banquet/myBooking');
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect.poll(() => card.getByTestId('advance-paid').isVisible()).toBe(true);
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);
    await visit(p, '/member/banquet/booking');
    await expect
      .poll(() =>
        p
          .getByRole('button', { name: /^Morning of .*: (free|taken)$/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);
  });

  it("the admin's screens fit 375 px", async () => {
    const p = admin.page;
    await p.setViewportSize({ width: 375, height: 800 });
    await visit(p, `/admin/banquet/OrderDetail/${bookingId}`);
    await expect
      .poll(() => p.getByRole('heading', { name: `Hall booking #${bookingId}` }).isVisible())
      .toBe(true);
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);
    await visit(p, '/admin/banquet/ManageBanquetOrder');
    const table = p.getByRole('table', { name: /^hall bookings$/i });
    await expect.poll(() => table.isVisible()).toBe(true);
    await expectStatedOrder(p, table, OFFICE_ORDER);
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);
  });
});
