import fs from 'node:fs';
import { clubDay, pickDate } from '../support/dates.ts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  app,
  appReady,
  expectPath,
  toast,
  visit,
  expectToast,
  withVisitor,
  fileVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { mailCount, waitForMail } from '../support/mail.ts';
import { submitMemberSignIn } from '../support/sign-in.ts';
import { accessibleOn, signInAdmin, uploadFolder } from '../support/staff-journey.ts';

// A small PDF as the guest's ID proof.
const uploads = uploadFolder('club-club-check-e2e-');
const idProof = uploads.file('passport.pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// A guest no demo booking names (the journeys share one server).
const GUEST = 'Journey Guest Vikram';
const CLUB = 'Madras Gymkhana Club';
const CLUB_MAIL = 'office@madrasgymkhana.example';

// The member's and the admin's browsers at 1440 px, each signed in by the journeys.
const member = fileVisitor(undefined, { width: 1440 });
const admin = fileVisitor(undefined, { width: 1440 });
afterAll(uploads.remove);

/** Closes every toast, then axe. */
const accessible = (p: Page) => accessibleOn(p, 1000);

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(p: Page, scope: Locator, label: RegExp, option: RegExp) {
  await scope.getByRole('textbox', { name: label }).click();
  await p.getByRole('option', { name: option }).click();
}

let bookingId = 0;
let verifyUrl = '';
let declineUrl = '';

/** Nothing cut, nothing wider than the window, axe: at phone width. */
async function phone(p: Page) {
  await p.setViewportSize({ width: 375, height: 800 });
  await p.waitForLoadState('networkidle');
  await expectNothingCut(p);
  await accessible(p);
}

describe("an affiliate-club guest, verified by the club's mail", () => {
  it('M1001 asks for a room for a guest of an affiliated club chosen from the list', async () => {
    const p = member.page;
    const since = mailCount();
    await visit(p, '/member/chamber/booking');
    await expectPath(p, /^\/login/);
    await submitMemberSignIn(p, 'M1001', '1234');
    await expectPath(p, '/member/chamber/booking');
    await expect.poll(() => p.getByRole('list', { name: /^nights of /i }).isVisible()).toBe(true);
    const form = p
      .locator('form')
      .filter({ has: p.getByRole('button', { name: /^send the request$/i }) });
    await choose(p, form, /^room type/i, /^Double/);
    await choose(p, form, /^who stays/i, /affiliated club/i);
    await pickDate(p, form, /^check-in/i, clubDay(80));
    await pickDate(p, form, /^check-out/i, clubDay(81));
    await form.getByLabel(/^occupants/i).fill('1');
    await form.getByLabel(/^guest's name/i).fill(GUEST);
    await form.getByLabel(/^nationality/i).fill('Indian');
    await choose(p, form, /^affiliated club/i, new RegExp(`^${CLUB}`));
    await accessible(p);
    await form.locator('input[type=file]').setInputFiles(idProof);
    await form.getByRole('button', { name: /^send the request$/i }).click();
    await expectToast(p, /Request #\d+ sent/);
    bookingId = Number(/#(\d+)/.exec(await toast(p, /Request #\d+ sent/).innerText())![1]);
    await expectPath(p, '/member/chamber/myBooking');
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect
      .poll(() => card.getByText(`Waiting for ${CLUB} to verify the guest`).isVisible())
      .toBe(true);
    // The club's mail, with the request's facts and its two links.
    const mail = await waitForMail(
      CLUB_MAIL,
      new RegExp(`\\(room request #${bookingId}\\)`),
      since,
    );
    expect(mail.text).toContain(GUEST);
    expect(mail.text).toMatch(/Introducing member: .+ \(M1001\)/);
    verifyUrl = /To verify the guest, open: (\S+)/.exec(mail.text)![1]!;
    declineUrl = /To decline, open: (\S+)/.exec(mail.text)![1]!;
    expect(verifyUrl).toMatch(/\/affiliate-check\?token=/);
  });

  it('the club opens the verify link, reads the request and verifies (at desktop and phone width)', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await p.goto(verifyUrl.replace(/^https?:\/\/[^/]+/, new URL(app('/')).origin));
      await appReady(p);
      await expect.poll(() => p.getByText(GUEST, { exact: false }).isVisible()).toBe(true);
      await expect.poll(() => p.getByText(/\(M1001\)/).isVisible()).toBe(true);
      await accessible(p);
      await p.getByRole('button', { name: /^verify the guest$/i }).click();
      await expect.poll(() => p.getByText(/the guest is verified/i).isVisible()).toBe(true);
      await phone(p);
      // The decline link of an answered request says so, and decides nothing.
      await p.goto(declineUrl.replace(/^https?:\/\/[^/]+/, new URL(app('/')).origin));
      await appReady(p);
      await expect
        .poll(() => p.getByText(/already answered: the guest was verified/i).isVisible())
        .toBe(true);
      expect(await p.getByRole('button', { name: /^decline the guest$/i }).count()).toBe(0);
      await phone(p);
      // A tampered link: a clear message, never an error page.
      await p.goto(`${verifyUrl.replace(/^https?:\/\/[^/]+/, new URL(app('/')).origin)}x`);
      await appReady(p);
      await expect.poll(() => p.getByText(/this link is not valid/i).isVisible()).toBe(true);
      await accessible(p);
    });
  });

  it('the admin sees the club verified and confirms with a room', async () => {
    const p = admin.page;
    await signInAdmin(p);
    await visit(p, `/admin/chamber/OrderDetail/${bookingId}`);
    await expect
      .poll(() => p.getByText(new RegExp(`^Verified by ${CLUB} on `)).isVisible())
      .toBe(true);
    await accessible(p);
    await p.getByRole('button', { name: /^confirm$/i }).click();
    const dialog = p.getByRole('dialog', { name: /confirm with rooms/i });
    const room = dialog.getByRole('checkbox').first();
    await expect.poll(() => room.isVisible()).toBe(true);
    await room.check();
    await dialog.getByRole('button', { name: /^confirm$/i }).click();
    await expectToast(p, `Booking #${bookingId} confirmed`);
    await phone(p);
  });

  it('M1001 sees it confirmed, the charge on the statement, and downloads its .ics', async () => {
    const p = member.page;
    await p.reload();
    await appReady(p);
    const card = p.locator('section').filter({ hasText: `Booking #${bookingId}:` });
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.innerText()).toMatch(new RegExp(`Verified by ${CLUB}`));
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      card.getByRole('link', { name: /to your calendar/i }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`booking-chambers-${bookingId}.ics`);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`UID:chamber-booking-${bookingId}@`);
    await accessible(p);
    await phone(p);
    await p.setViewportSize({ width: 1440, height: 900 });
    await visit(p, '/member/viewStatement');
    await expect
      .poll(() =>
        p
          .getByTestId('statement-entry')
          .filter({ hasText: `Chambers booking #${bookingId}:` })
          .count(),
      )
      .toBe(1);
    await accessible(p);
  });
});
