import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, fileVisitor, expectToast } from '../support/browser.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';
import { mailCount, waitForMail } from '../support/mail.ts';

let page: Page;
fileVisitor((p) => (page = p));

async function signOut() {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expectPath(page, /^\/login/);
}

describe('account recovery, reading the real mails', () => {
  it('activates online access from /register through the emailed link', async () => {
    const since = mailCount();
    await page.goto(app('/register'));
    await expectAccessible(page);
    await page.getByLabel(/member code/i).fill('M1003');
    await page.getByLabel(/email/i).fill('m1003@example.com');
    await page.getByRole('button', { name: /send activation link/i }).click();
    await expectToast(page, /we have emailed/i);

    const mail = await waitForMail('m1003@example.com', /activate your online access/i, since);
    const link = /(http\S+reset-password\?token=[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await expect
      .poll(() =>
        page
          .getByText(/set your pin/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);
    await page.getByLabel(/^new pin/i).fill('12');
    await page.getByLabel(/confirm new pin/i).fill('12');
    await page.getByRole('button', { name: /set pin/i }).click();
    await expect
      .poll(() =>
        page
          .getByText(/a pin is 4 to 6 digits/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The demo PIN again, so the other journeys keep working.
    await page.getByLabel(/^new pin/i).fill('3456');
    await page.getByLabel(/confirm new pin/i).fill('3456');
    await page.getByRole('button', { name: /set pin/i }).click();
    await expect
      .poll(() =>
        page
          .getByText(/you can now sign in|you can sign in now/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // The link works once.
    await page.goto(link);
    await expect
      .poll(() =>
        page
          .getByText(/invalid or has expired/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it('mails a temporary PIN from /forgot-pin that must be changed at sign-in', async () => {
    const since = mailCount();
    await page.goto(app('/forgot-pin'));
    await expectAccessible(page);
    await page.getByLabel(/member code/i).fill('M1002');
    await page.getByLabel(/email/i).fill('m1002@example.com');
    await page.getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'Pin number has been sent to your mailId Successfully.');

    const mail = await waitForMail('m1002@example.com', /temporary PIN/i, since);
    const temp = /^(\d{6})$/m.exec(mail.text)![1]!;
    await signInMember(page, 'M1002', temp);
    await expectPath(page, '/member/settings/changePin');
    await expect
      .poll(() =>
        page
          .getByText(/temporary PIN/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // Other pages wait until the PIN is changed.
    await page.goto(app('/dashboards/default'));
    await expectPath(page, '/member/settings/changePin');
    await page.getByLabel(/current pin/i).fill(temp);
    await page.getByLabel(/^new pin/i).fill('2345');
    await page.getByLabel(/confirm new pin/i).fill('2345');
    await page.getByRole('button', { name: /change pin/i }).click();
    await expectToast(page, /your pin has been changed/i);
    await page.goto(app('/dashboards/default'));
    await expectPath(page, '/dashboards/default');
    await signOut();
  });

  it('answers /forgot-pin for an unknown member exactly as for a known one', async () => {
    await page.goto(app('/forgot-pin'));
    await page.getByLabel(/member code/i).fill('Z9999');
    await page.getByLabel(/email/i).fill('nobody@example.com');
    await page.getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'Pin number has been sent to your mailId Successfully.');
  });

  it('mails a temporary password from /forgot-password for staff', async () => {
    const since = mailCount();
    await page.goto(app('/forgot-password'));
    await expectAccessible(page);
    await page.getByLabel(/staff code/i).fill('events');
    await page.getByLabel(/email/i).fill('events@example.com');
    await page.getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'New Password has been sent to your mailId Successfully.');

    const mail = await waitForMail('events@example.com', /temporary password/i, since);
    const temp = /^([A-Za-z0-9]{12})$/m.exec(mail.text)![1]!;
    await signInStaff(page, STAFF.events.code, temp);
    await expectPath(page, '/settings/changePassword');
    await page.getByLabel(/current password/i).fill(temp);
    await page.getByLabel(/^new password/i).fill('Events@12345');
    await page.getByLabel(/confirm new password/i).fill('Events@12345');
    await page.getByRole('button', { name: /change password/i }).click();
    await expectToast(page, /your password has been changed/i);
    await signOut();
  });

  it('mails the IT admin from /loginTrouble', async () => {
    const since = mailCount();
    await page.goto(app('/loginTrouble'));
    await expectAccessible(page);
    await page.getByLabel(/your name/i).fill('Asha Kulkarni');
    await page.getByLabel(/^email/i).fill('asha@example.com');
    await page.getByLabel(/describe the problem/i).fill('My PIN is refused since this morning.');
    await page.getByRole('button', { name: /send to it admin/i }).click();
    await expectToast(page, 'Mail sent to IT Admin successfully.');
    const mail = await waitForMail('it-admin@riversidegymkhana.example', /sign-in trouble/i, since);
    expect(mail.text).toContain('My PIN is refused since this morning.');
  });

  it('shows field errors and changes nothing for bad input', async () => {
    await page.goto(app('/forgot-pin'));
    await page.getByLabel(/member code/i).fill('1234');
    await page.getByLabel(/email/i).fill('not-an-email');
    await page.getByRole('button', { name: /send/i }).click();
    await expect.poll(() => page.getByText(/letters followed by digits/i).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/valid email address/i).isVisible()).toBe(true);
  });
});
