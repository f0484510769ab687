import { clubDay, MONTHS, pickDate } from '../support/dates.ts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appReady,
  expectPath,
  toast,
  restoreAccountLanguage,
  visit,
  expectToast,
  fileVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { expectStatedOrder } from '../support/list-order.ts';
import { accessibleOn, signInAdmin, withAdmin, uploadFolder } from '../support/staff-journey.ts';
import { bookARoomSignedIn } from '../support/public-pages.ts';

// A small PDF as the guest's ID proof.
const uploads = uploadFolder('club-chamber-booking-e2e-');
const idProof = uploads.file('passport.pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// A guest no demo booking names (the journeys share one server).
const GUEST = 'Journey Guest Anand';

// The member's and the admin's browsers at 1440 px, each signed in by the journeys.
const member = fileVisitor(undefined, { width: 1440 });
const admin = fileVisitor(undefined, { width: 1440 });
afterAll(uploads.remove);

const menu = (p: Page) => p.getByRole('navigation', { name: /main menu/i });

/** Closes every toast, then axe. */
const accessible = (p: Page) => accessibleOn(p, 1000);

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(p: Page, scope: Locator, label: RegExp, option: RegExp) {
  await scope.getByRole('textbox', { name: label }).click();
  await p.getByRole('option', { name: option }).click();
}

let bookingId = 0;

/** Reservation Requests: its stated order, by the Stay column. */
const OFFICE_ORDER = {
  line: 'Requests awaiting a decision first, the soonest check-in at the top; then the other bookings',
  column: 'Stay',
  direction: 'ascending',
} as const;

describe('booking a chamber', () => {
  it('a visitor on /chamberbooking is led through sign-in to Book Chambers', async () => {
    const p = member.page;
    await visit(p, '/chamberbooking');
    await bookARoomSignedIn(p, 'M1001', '1234');
    await expect.poll(() => p.title()).toMatch(/^Book Chambers \|/);
  });

  it('the member asks for a double room, seeing the nights and the price first', async () => {
    const p = member.page;
    await expect.poll(() => p.getByRole('list', { name: /^nights of /i }).isVisible()).toBe(true);
    await accessible(p);
    const form = p
      .locator('form')
      .filter({ has: p.getByRole('button', { name: /^send the request$/i }) });
    await choose(p, form, /^room type/i, /^Double/);
    const [from, to] = [clubDay(70), clubDay(72)];
    await pickDate(p, form, /^check-in/i, from);
    await pickDate(p, form, /^check-out/i, to);
    await form.getByLabel(/^occupants/i).fill('2');
    await choose(p, form, /^who stays/i, /^a guest of mine$/i);
    await form.getByLabel(/^guest's name/i).fill(GUEST);
    await form.getByLabel(/^nationality/i).fill('Indian');
    // The price before sending: 2 nights of the double's member tariff, plus 12 % GST.
    await expect.poll(() => form.getByText(/^Total: ₹9,408\.00$/).isVisible()).toBe(true);
    await form.getByRole('button', { name: /^send the request$/i }).click();
    // No ID proof yet: said at the field, nothing sent.
    await expect
      .poll(() => form.getByText('Choose the ID proof to upload.').isVisible())
      .toBe(true);
    await form.locator('input[type=file]').setInputFiles(idProof);
    await form.getByRole('button', { name: /^send the request$/i }).click();
    await expectToast(p, /Request #\d+ sent/);
    const text = await toast(p, /Request #\d+ sent/).innerText();
    bookingId = Number(/#(\d+)/.exec(text)![1]);
    await expectPath(p, '/member/chamber/myBooking');
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect.poll(() => card.getByText('Requested', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.innerText()).toMatch(/₹9,408\.00/);
    await accessible(p);
  });

  it('the admin confirms the request with a free room', async () => {
    const p = admin.page;
    await signInAdmin(p);
    await menu(p)
      .getByRole('link', { name: /^reservation requests$/i })
      .click();
    await expectPath(p, '/admin/chamber/ManageChamberOrder');
    const table = p.getByRole('table', { name: /^reservation requests$/i });
    const link = table.getByRole('link', { name: `#${bookingId}`, exact: true });
    await expect.poll(() => link.isVisible()).toBe(true);
    await expectStatedOrder(p, table, OFFICE_ORDER);
    await accessible(p);
    await link.click();
    await expectPath(p, `/admin/chamber/OrderDetail/${bookingId}`);
    await expect.poll(() => p.getByText(GUEST, { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => p.getByRole('link', { name: /^id proof$/i }).isVisible()).toBe(true);
    await accessible(p);
    await p.getByRole('button', { name: /^confirm$/i }).click();
    const dialog = p.getByRole('dialog', { name: /confirm with rooms/i });
    const room = dialog.getByRole('checkbox').first();
    await expect.poll(() => room.isVisible()).toBe(true);
    await accessible(p);
    await room.check();
    await dialog.getByRole('button', { name: /^confirm$/i }).click();
    await expectToast(p, `Booking #${bookingId} confirmed`);
    await expect
      .poll(() => p.getByText('Confirmed', { exact: true }).first().isVisible())
      .toBe(true);
    await expect.poll(() => p.getByText(/^Confirmed: Club Administrator/).isVisible()).toBe(true);
  });

  it("picks a stay on the calendar with two clicks and asks for it as the member's own stay", async () => {
    const p = member.page;
    await visit(p, '/member/chamber/booking');
    const nights = p.getByRole('list', { name: /^nights of /i });
    await expect.poll(() => nights.isVisible()).toBe(true);
    const form = p
      .locator('form')
      .filter({ has: p.getByRole('button', { name: /^send the request$/i }) });
    await choose(p, form, /^room type/i, /^Single/);
    // Two months on: every night of it is ahead. Each press is seen before the next, and the
    // nights shown are that month's (the first list: a laptop shows two months).
    const monthName = (ahead: number) => {
      const [y, m] = clubDay(0).split('-').map(Number) as [number, number];
      const n = y * 12 + (m - 1) + ahead;
      return `${MONTHS[n % 12]!} ${Math.floor(n / 12)}`;
    };
    for (const ahead of [1, 2]) {
      await p.getByRole('button', { name: /^next month$/i }).click();
      await expect.poll(() => nights.getAttribute('aria-label')).toContain(monthName(ahead));
    }
    const day = (n: number) =>
      nights
        .getByRole('listitem')
        .nth(n - 1)
        .getByRole('button');
    const price = form.locator('[aria-live="polite"]');
    // The first click is the check-in, the second the check-out: a stay of three nights.
    await day(10).click();
    await expect.poll(() => day(10).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => price.innerText()).toMatch(/choose the room type, the dates/i);
    await day(13).click();
    await expect.poll(() => price.innerText()).toMatch(/^3 nights x 1 room x ₹[\d,.]+ = ₹/);
    await expect.poll(() => price.innerText()).toMatch(/Total: ₹[\d,.]+/);
    for (const n of [10, 11, 12, 13]) {
      await expect.poll(() => day(n).getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => day(14).getAttribute('aria-pressed')).toBe('false');
    // A third click starts again; the fourth ends the new stay.
    await day(15).click();
    await expect.poll(() => price.innerText()).toMatch(/choose the room type, the dates/i);
    await expect.poll(() => day(10).getAttribute('aria-pressed')).toBe('false');
    await day(17).click();
    await expect.poll(() => price.innerText()).toMatch(/^2 nights x 1 room x ₹/);
    await accessible(p);
    // The member stays themselves (the form's first choice): no guest's details, no ID proof.
    await expect
      .poll(() => form.getByRole('textbox', { name: /^who stays/i }).inputValue())
      .toBe('Myself');
    await expect.poll(() => form.getByLabel(/^guest's name/i).count()).toBe(0);
    await expect.poll(() => form.getByLabel(/^nationality/i).count()).toBe(0);
    await expect.poll(() => form.locator('input[type=file]').count()).toBe(0);
    await form.getByRole('button', { name: /^send the request$/i }).click();
    await expectToast(p, /Request #\d+ sent/);
    const id = Number(/#(\d+)/.exec(await toast(p, /Request #\d+ sent/).innerText())![1]);
    await expectPath(p, '/member/chamber/myBooking');
    const card = p.locator('section').filter({ hasText: `Booking #${id}:` });
    await expect.poll(() => card.innerText()).toMatch(/the member \(own stay\)/);
    // The office reads it as the member's own stay, with no ID proof to open.
    const office = admin.page;
    await visit(office, `/admin/chamber/OrderDetail/${id}`);
    await expect.poll(() => office.getByText(/, the member \(own stay\)$/).isVisible()).toBe(true);
    await expect.poll(() => office.getByRole('link', { name: /^id proof$/i }).count()).toBe(0);
    await accessible(office);
    await visit(p, '/member/chamber/myBooking');
  });

  it('the member sees it confirmed, with the room', async () => {
    const p = member.page;
    await p.reload();
    await appReady(p);
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.innerText()).toMatch(/Garden Double/);
    await expect
      .poll(() => card.getByRole('button', { name: /^cancel booking$/i }).isVisible())
      .toBe(true);
    await page375(p);
  });
});

/** The member's two screens at phone width: nothing cut, nothing wider than the window, axe. */
async function page375(p: Page) {
  await p.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => p.locator('section').first().isVisible()).toBe(true);
  await p.waitForLoadState('networkidle');
  await expectNothingCut(p);
  await accessible(p);
  await visit(p, '/member/chamber/booking');
  await expect.poll(() => p.getByRole('list', { name: /^nights of /i }).isVisible()).toBe(true);
  await p.waitForLoadState('networkidle');
  await expectNothingCut(p);
  await accessible(p);
}

describe('at phone width', () => {
  it('the admin reads the requests and the booking', async () => {
    const p = admin.page;
    await p.setViewportSize({ width: 375, height: 800 });
    await visit(p, `/admin/chamber/OrderDetail/${bookingId}`);
    await expect
      .poll(() => p.getByRole('heading', { name: `Booking #${bookingId}` }).isVisible())
      .toBe(true);
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);
    await visit(p, '/admin/chamber/ManageChamberOrder');
    const table = p.getByRole('table', { name: /^reservation requests$/i });
    await expect.poll(() => table.isVisible()).toBe(true);
    await expectStatedOrder(p, table, OFFICE_ORDER);
    await p.waitForLoadState('networkidle');
    await expectNothingCut(p);
    await accessible(p);
  });

  it('in German, the long title breaks instead of widening the page', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await visit(p, '/admin/chamber/ManageChamberOrder');
        await expect
          .poll(() =>
            p.getByRole('heading', { name: 'Reservierungsanfragen', level: 1 }).isVisible(),
          )
          .toBe(true);
        await expectStatedOrder(p, p.getByRole('table', { name: 'Reservierungsanfragen' }), {
          line: 'Anfragen, die auf eine Entscheidung warten, zuerst',
          column: 'Aufenthalt',
          direction: 'ascending',
        });
        await p.waitForLoadState('networkidle');
        await expectNothingCut(p);
        await accessible(p);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});
