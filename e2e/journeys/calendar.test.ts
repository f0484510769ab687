import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  clubTimeZone,
  expectAccessible,
  expectPath,
  openBrowser,
  visit,
  expectToast,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { submitMemberSignIn } from '../support/sign-in.ts';
import { accessibleOn, withAdmin } from '../support/staff-journey.ts';

/*
 * M1001's confirmed stay (the demo's single room, five days from the seed's day): what
 * cancelling it would refund (kept, not cancelled: the journeys share one server), its .ics
 * file, and the private calendar feed made, read without a session and revoked.
 */

let member: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  member = await openBrowser({ width: 1440 });
});
afterAll(async () => {
  await member.close();
});

/** Closes every toast, then axe. */
const accessible = (p: Page) => accessibleOn(p, 1000);

/** The demo's confirmed stay of M1001 (its card on My Chamber Bookings). */
const stayCard = (p: Page) =>
  p
    .locator('section')
    .filter({ hasText: /^Booking #\d+:/ })
    .filter({ has: p.getByText('Confirmed', { exact: true }) })
    .filter({ hasText: 'Arjun Mehta' })
    .first();

let feedUrl = '';

describe('calendars and the cancellation policy', () => {
  it('M1001 sees what cancelling the confirmed stay would refund, and keeps it', async () => {
    const p = member.page;
    await visit(p, '/member/chamber/myBooking');
    await expectPath(p, /^\/login/);
    await submitMemberSignIn(p, 'M1001', '1234');
    await expectPath(p, '/member/chamber/myBooking');
    const card = stayCard(p);
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: /^cancel booking$/i }).click();
    const dialog = p.getByRole('dialog', { name: /cancel this booking/i });
    await expect
      .poll(() => dialog.getByText(/^Cancelling now refunds ₹[\d,.]+ \(\d+%\)$/).isVisible())
      .toBe(true);
    await expect.poll(() => dialog.innerText()).toMatch(/days? before the stay/);
    await accessible(p);
    // The dialog's own 'Keep it' (its close button is named so too).
    await dialog
      .getByRole('button', { name: /^keep it$/i })
      .last()
      .click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
  });

  it("downloads the stay as an .ics file in the club's time zone", async () => {
    const p = member.page;
    const card = stayCard(p);
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      card.getByRole('link', { name: /to your calendar/i }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^booking-chambers-\d+\.ics$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    // The journeys' club keeps a zone where it is daytime now (global-setup).
    const zone = clubTimeZone();
    expect(text).toContain(`DTSTART;TZID=${zone}:`);
    expect(text).toMatch(/DTSTART;TZID=[^:]+:\d{8}T140000/);
    expect(text).toContain(`TZID:${zone}`);
    expect(text).toMatch(/SUMMARY:The Chambers: room stay/);
    expect(text).toMatch(/UID:chamber-booking-\d+@/);
  });

  it('makes a private feed URL, which answers without a session, then revokes it', async () => {
    const p = member.page;
    const feed = p.locator('section').filter({
      has: p.getByRole('heading', { name: 'Calendar feed' }),
    });
    await feed.scrollIntoViewIfNeeded();
    await feed.getByRole('button', { name: /^(create feed url|make a new url)$/i }).click();
    await expectToast(p, 'Your calendar feed URL is ready.');
    const field = feed.getByRole('textbox', { name: /your feed url/i });
    feedUrl = await field.inputValue();
    expect(feedUrl).toMatch(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    await accessible(p);
    const path = feedUrl.slice(feedUrl.indexOf('/api/'));
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await res.text()).toMatch(/UID:chamber-booking-\d+@/);

    // Phone width: the card and the bookings fit, nothing cut.
    await p.setViewportSize({ width: 375, height: 800 });
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);

    await feed.getByRole('button', { name: /^revoke$/i }).click();
    await expect
      .poll(() => feed.getByText('You have no calendar feed yet.').isVisible())
      .toBe(true);
    expect((await fetch(`${baseUrl()}${path}`)).status).toBe(404);
    await accessible(p);
  });
});

describe('the cancellation policies on the general settings', () => {
  it('the office sees both policies tier by tier, on a desktop and a phone (axe)', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await visit(p, '/admin/content/settings');
      const rooms = p.getByRole('group', { name: 'Room stays' });
      const halls = p.getByRole('group', { name: 'Hall functions' });
      await expect.poll(() => rooms.getByRole('textbox', { name: 'Refund' }).count()).toBe(3);
      await expect.poll(() => halls.getByRole('textbox', { name: 'Refund' }).count()).toBe(3);
      // A tier added and one removed, by keyboard, without saving (the journeys share a club).
      await rooms.getByRole('button', { name: /^add a tier/i }).focus();
      await p.keyboard.press('Enter');
      await expect.poll(() => rooms.getByRole('textbox', { name: 'Refund' }).count()).toBe(4);
      await rooms.getByRole('button', { name: 'Remove tier 4 of Room stays' }).click();
      await expect.poll(() => rooms.getByRole('textbox', { name: 'Refund' }).count()).toBe(3);
      await expectAccessible(p);
      await p.setViewportSize({ width: 375, height: 800 });
      await rooms.scrollIntoViewIfNeeded();
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await expectAccessible(p);
    });
  });
});
