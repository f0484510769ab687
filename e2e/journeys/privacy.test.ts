import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, baseUrl, expectAccessible, expectPath, withVisitor } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn } from '../support/staff-journey.ts';

/*
 * The account's privacy (issue 35 item 1): M1001, signed in in two browsers, opens Active
 * Sessions in one, sees both and signs the other out: the other browser's next page is the
 * login page. Then M1001 asks for their data, waits until it is ready (the outbox worker makes
 * it), downloads the JSON and finds in it the order number their F&B Orders page shows, and the
 * PDF comes as application/pdf. At 1440 and 375 px, with axe.
 */

const ORDER_NUMBER = /FNB\/\d{4}-\d{2}\/\d+/;

async function signedIn(p: Page) {
  await signInMember(p, 'M1001', '1234');
  await expectPath(p, '/dashboards/default');
}

/** Active Sessions: this browser and the other listed; "Sign out all other sessions". */
async function signOutTheOther(p: Page, phone: boolean) {
  await p.goto(app('/settings/sessions'));
  await expect
    .poll(() => p.getByRole('heading', { name: 'Active Sessions', level: 1 }).isVisible())
    .toBe(true);
  const list = p.getByRole('list', { name: 'Your active sessions' });
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => list.getByText('This device').count()).toBe(1);
  await expect
    .poll(() =>
      list
        .getByText(/Chrome on /)
        .first()
        .isVisible(),
    )
    .toBe(true);
  if (phone) await expectNothingCut(p);
  await expectAccessible(p);
  const others = p.getByRole('button', { name: 'Sign out all other sessions' });
  await others.focus();
  await p.keyboard.press('Enter');
  await expect.poll(() => p.getByText(/Other sessions signed out: \d+\./).isVisible()).toBe(true);
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
  await expect.poll(() => p.getByText('This is your only session.').isVisible()).toBe(true);
  await accessibleOn(p);
}

/** The first order number M1001's F&B Orders page shows. */
async function anOrderNumber(p: Page): Promise<string> {
  await p.goto(app('/member/foodordering/orders/list'));
  const card = p.getByText(ORDER_NUMBER).first();
  await expect.poll(() => card.isVisible()).toBe(true);
  return ORDER_NUMBER.exec((await card.textContent()) ?? '')![0];
}

/** Download My Data: ask, wait until ready, download both files. */
async function downloadMyData(p: Page, phone: boolean, orderNumber: string) {
  await p.goto(app('/member/settings/my-data'));
  await expect
    .poll(() => p.getByRole('heading', { name: 'Download My Data', level: 1 }).isVisible())
    .toBe(true);
  const list = p.getByRole('list', { name: 'Your data downloads' });
  // The demo's earlier download is listed, its links expired.
  await expect.poll(() => list.getByText('Expired').first().isVisible()).toBe(true);
  const before = await list.getByRole('listitem').count();
  await p.getByRole('button', { name: 'Request my data' }).click();
  await expect.poll(() => list.getByRole('listitem').count()).toBe(before + 1);
  const newest = list.getByRole('listitem').first();
  await expect.poll(() => newest.getByText('Ready').isVisible(), { timeout: 30_000 }).toBe(true);
  if (phone) await expectNothingCut(p);
  await accessibleOn(p);

  const [download] = await Promise.all([
    p.waitForEvent('download'),
    newest.getByRole('link', { name: /Download the JSON of/ }).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(text) as { details: { code: string }; orders: unknown[] };
  expect(data.details.code).toBe('M1001');
  expect(text).toContain(orderNumber);

  const href = await newest.getByRole('link', { name: /Download the PDF of/ }).getAttribute('href');
  const pdf = await p.request.get(`${baseUrl()}${href}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

async function journey(width: number) {
  const phone = width < 768;
  await withVisitor({ width, height: 900 }, async (p) => {
    await signedIn(p);
    await withVisitor({ width: 1440, height: 900 }, async (other) => {
      await signedIn(other);
      await signOutTheOther(p, phone);
      // The other browser's next page: the session is gone, the login page.
      await other.goto(app('/member/foodordering/orders/list'));
      await expectPath(other, /^\/login/);
    });
    const orderNumber = await anOrderNumber(p);
    await downloadMyData(p, phone, orderNumber);
  });
}

describe('active sessions and the download of my data', () => {
  it('M1001 signs out their other session and downloads their data; at 1440 px with axe', async () => {
    await journey(1440);
  });

  it('the same at 375 px: nothing cut, axe clean', async () => {
    await journey(375);
  });
});
