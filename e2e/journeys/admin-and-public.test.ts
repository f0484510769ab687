import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  clubTimeZone,
  expectAccessible,
  expectPath,
  fileVisitor,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInStaff, STAFF } from '../support/sign-in.ts';

let page: Page;
fileVisitor((p) => (page = p));

describe('public pages', () => {
  it('shows the club on /home and /aboutus with its details', async () => {
    await page.goto(app('/home'));
    await expect
      .poll(() =>
        page.getByRole('heading', { name: /welcome to the riverside gymkhana club/i }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('Daily 06:00 to 23:00').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /about the club/i })
      .first()
      .click();
    await expectPath(page, '/aboutus');
    await expect.poll(() => page.title()).toBe('Our story | The Riverside Gymkhana Club');
    await expectAccessible(page);
  });
});

describe('admin mail outbox', () => {
  it('lists the mails the portal sent, newest first', async () => {
    // A mail to look for: a temporary PIN for M1001.
    await page.goto(app('/forgot-pin'));
    await page.getByLabel(/member code/i).fill('M1001');
    await page.getByLabel(/email/i).fill('m1001@example.com');
    await page.getByRole('button', { name: /send/i }).click();
    await expect
      .poll(() =>
        page
          .getByText(/pin number has been sent/i)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
    await expectPath(page, '/admin/dashboard');
    // By keyboard: focus the menu entry and press Enter.
    await page
      .getByRole('navigation', { name: /main menu/i })
      .getByRole('link', { name: /mail outbox/i })
      .focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/admin/mail/outbox');
    const table = page.getByRole('table', { name: /mails in the outbox/i });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: /refresh/i }).click();
          return table
            .getByRole('row')
            .filter({ hasText: 'm1001@example.com' })
            .filter({ hasText: /sent/i })
            .count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await expectAccessible(page);

    // Opened, the mail reads as M1001 reads it.
    await table
      .getByRole('row')
      .filter({ hasText: 'm1001@example.com' })
      .first()
      .getByRole('button', { name: /^Open the mail/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('mail-text').innerText()).toMatch(/M1001/);
    expect(await dialog.getByText('m1001@example.com').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('shows when mails were queued in the club time zone, and fits a phone and a laptop', async () => {
    // A browser far from the club's time zone (the club's is where it is about noon now).
    const zone = 'Pacific/Kiritimati';
    const clubTimes = (minutes: number) =>
      Array.from({ length: minutes }, (_, i) =>
        new Intl.DateTimeFormat('en-IN', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: clubTimeZone(),
        }).format(new Date(Date.now() - i * 60_000)),
      );
    for (const width of [375, 1440]) {
      await withVisitor({ width, height: 900, timezoneId: zone }, async (p) => {
        await signInStaff(p, STAFF.admin.code, STAFF.admin.password);
        await expectPath(p, '/admin/dashboard');
        await p.goto(app('/admin/mail/outbox'));
        const table = p.getByRole('table', { name: /mails in the outbox/i });
        const row = table.getByRole('row').filter({ hasText: 'm1001@example.com' }).first();
        await expect.poll(() => row.innerText()).toMatch(/Sent/i);
        // Queued in the last minutes, at the club's time (not the browser's).
        const text = await row.innerText();
        expect(
          clubTimes(20).some((t) => text.includes(t)),
          `${text} shows a time of the last minutes in ${clubTimeZone()}`,
        ).toBe(true);
        await p.waitForLoadState('networkidle');
        // The status badges read whole; at 375 px the table says it scrolls sideways.
        await expectNothingCut(p, width > 1000 ? { tablesScroll: false } : {});
        if (width < 1000) {
          await expect
            .poll(() => p.getByText('Scroll sideways to see every column.').isVisible())
            .toBe(true);
        }
        await expectAccessible(p);
      });
    }
  });
});
