import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, expectToast, withVisitor } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { closeToastsOn, memberForFile, withAdmin } from '../support/staff-journey.ts';

/*
 * The events waitlist (issue 11): the Single Malt Tasting is full; M1002 tries to book it, is
 * told it is full and joins the waitlist; M1001 cancels a booking of it, so M1002 is offered
 * the place and confirms it in My Events Booking. The admin opens the Event Booking Report of
 * the event. Desktop and phone width, axe clean.
 */

const EVENT = 'Single Malt Tasting';

let member: Page;

memberForFile('M1002', '2345', (p) => (member = p));

const menu = (p: Page) => p.getByRole('navigation', { name: /main menu/i });

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page) => closeToastsOn(p, 1000);

describe('event waitlist', () => {
  it('a full event puts M1002 on the waitlist', async () => {
    const p = member;
    await menu(p)
      .getByRole('link', { name: /other club events/i })
      .click();
    await expectPath(p, '/member/events/eventsList');
    await p.getByRole('textbox', { name: /^search$/i }).fill('single malt');
    const card = p.getByTestId('event-card').filter({ hasText: EVENT });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: `Book: ${EVENT}` }).click();
    const form = p.getByRole('dialog', { name: `Book ${EVENT}` });
    const full = form.getByTestId('event-full');
    await expect.poll(() => full.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => full.innerText()).toMatch(/waitlist/);
    await expectAccessible(p);
    await full.getByRole('button', { name: 'Join the waitlist' }).click();
    await expectToast(p, /on the waitlist \(number 1 in line\)/);
    await closeToasts(p);

    await menu(p)
      .getByRole('link', { name: /my events booking/i })
      .click();
    await expectPath(p, '/member/events/orders/list');
    const entry = p.getByTestId('my-event-waitlist').filter({ hasText: EVENT });
    await expect.poll(() => entry.innerText()).toMatch(/Number 1 in line/);
    // The demo's Chef's Table waitlist is there too.
    await expect
      .poll(() => p.getByTestId('my-event-waitlist').filter({ hasText: "Chef's Table" }).count())
      .toBe(1);
    await expectAccessible(p);
  });

  it('a cancellation offers M1002 the place, and M1002 confirms it', async () => {
    await withVisitor({ width: 1440 }, async (q) => {
      await signInMember(q, 'M1001', '1234');
      await expectPath(q, '/dashboards/default');
      await q.goto(app('/member/events/orders/list'));
      const mine = q.getByTestId('my-event-booking').filter({ hasText: EVENT });
      await expect.poll(() => mine.count()).toBe(1);
      await mine.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = q.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expectToast(q, /is cancelled/);
    });

    const p = member;
    await p.reload();
    const entry = p.getByTestId('my-event-waitlist').filter({ hasText: EVENT });
    await expect.poll(() => entry.innerText()).toMatch(/Places are held for you until/);
    await expectAccessible(p);
    await entry.getByRole('button', { name: 'Confirm and book' }).click();
    await expectToast(p, /is made/);
    await closeToasts(p);
    await expect.poll(() => entry.count()).toBe(0);
    await expect
      .poll(() => p.getByTestId('my-event-booking').filter({ hasText: EVENT }).count())
      .toBe(1);
  });

  it('the admin opens the Event Booking Report of the event', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await menu(p)
        .getByRole('link', { name: /event booking report/i })
        .click();
      await expectPath(p, '/admin/report/event');
      await p.getByRole('textbox', { name: 'Event' }).fill('Single Malt');
      await p.getByRole('option', { name: new RegExp(EVENT) }).click();
      const table = p.getByRole('table', { name: 'Bookings of the event' });
      await expect.poll(() => table.getByTestId('event-report-row').count()).toBe(2);
      await expect.poll(() => table.innerText()).toMatch(/M1002/);
      await expect.poll(() => p.getByTestId('total-heads').innerText()).toBe('3 of 4');
      await expect
        .poll(() => p.getByRole('link', { name: 'Door list (PDF)' }).getAttribute('href'))
        .toMatch(/door-list\.pdf\?eventId=\d+&lang=en/);
      await closeToasts(p);
      await expectAccessible(p);

      await p.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => table.isVisible()).toBe(true);
      await expectNothingCut(p, { tablesScroll: true });
      await expectAccessible(p);
    });
  });
});

describe('at phone width', () => {
  it('works at 375 px: My Events Booking with a waitlist offer list fits and passes axe', async () => {
    const p = member;
    await p.setViewportSize({ width: 375, height: 800 });
    await p.goto(app('/member/events/orders/list'));
    await expect
      .poll(() => p.getByTestId('my-event-waitlist').filter({ hasText: "Chef's Table" }).count())
      .toBe(1);
    await expectNothingCut(p);
    await expectAccessible(p);
  });
});
