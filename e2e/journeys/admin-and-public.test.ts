import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, openBrowser } from '../support/browser.ts';
import { signInStaff, STAFF } from '../support/sign-in.ts';

let b: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
beforeAll(async () => {
  b = await openBrowser();
  page = b.page;
});
afterAll(() => b.close());

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
  });
});
