import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, expectAccessible, expectPath, openBrowser } from '../support/browser.ts';
import { signInStaff, STAFF, submitMemberSignIn } from '../support/sign-in.ts';

let b: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
beforeAll(async () => {
  b = await openBrowser();
  page = b.page;
});
afterAll(() => b.close());

describe('the route guard (SPEC.md §6)', () => {
  it('redirects / to /home, and shows page-not-found (HTTP 404) at an unknown path', async () => {
    await page.goto(`${app('')}/`);
    await expectPath(page, '/home');
    const res = await page.goto(app('/no/such/page'));
    expect(res?.status()).toBe(404);
    await expectPath(page, '/no/such/page');
    await expect
      .poll(() => page.getByRole('heading', { name: /page not found/i }).isVisible())
      .toBe(true);
    await expectAccessible(page);
  });

  it('matches public paths whatever their case', async () => {
    await page.goto(app('/HOME'));
    await expect
      .poll(() => page.getByRole('heading', { name: /welcome to/i }).isVisible())
      .toBe(true);
    await page.goto(app('/LoGiN'));
    await expect.poll(() => page.getByLabel(/member code/i).isVisible()).toBe(true);
  });

  it('sends a signed-out visitor of a protected page to /login carrying the origin, and back after sign-in', async () => {
    await page.goto(app('/member/settings/changePin?x=1'));
    await expectPath(page, `/login?from=${encodeURIComponent('/member/settings/changePin?x=1')}`);
    await submitMemberSignIn(page, 'M1002', '2345');
    await expectPath(page, '/member/settings/changePin?x=1');
  });

  it('sends a signed-in user of a public-only page to /invalid-access', async () => {
    await page.goto(app('/register'));
    await expectPath(page, '/invalid-access');
    await expectAccessible(page);
  });

  it('sends a member to /unauthorized for an admin page, also for a sub-route', async () => {
    await page.goto(app('/loginadminmember'));
    await expectPath(page, '/unauthorized');
    await page.goto(app('/admin/mail/outbox'));
    await expectPath(page, '/unauthorized');
    await expect
      .poll(() => page.getByRole('heading', { name: /not authorised/i }).isVisible())
      .toBe(true);
    await expectAccessible(page);
  });

  it('refuses the API even when the guard is skipped', async () => {
    const res = await page.request.get(app('').replace(/\/app$/, '/api/admin/outbox'));
    expect(res.status()).toBe(403);
  });

  it('an editor is refused the admin pages', async () => {
    await page.context().clearCookies();
    await signInStaff(page, STAFF.editor.code, STAFF.editor.password);
    await expectPath(page, '/dashboards/default');
    await page.goto(app('/admin/mail/outbox'));
    await expectPath(page, '/unauthorized');
    await page.goto(app('/member/settings/changePin'));
    await expectPath(page, '/unauthorized');
  });

  it('signed out again, /dashboards/default asks to sign in', async () => {
    await page.context().clearCookies();
    await page.goto(app('/dashboards/default'));
    await expectPath(page, `/login?from=${encodeURIComponent('/dashboards/default')}`);
  });
});
