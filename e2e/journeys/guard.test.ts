import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, appReady, expectAccessible, expectPath, fileVisitor } from '../support/browser.ts';
import { signInStaff, STAFF, submitMemberSignIn } from '../support/sign-in.ts';

let page: Page;
fileVisitor((p) => (page = p));

describe('the route guard (SPEC.md §6)', () => {
  it('redirects / to /home, and an unknown path (HTTP 404) to /page-not-found', async () => {
    await page.goto(`${app('')}/`);
    await expectPath(page, '/home');
    const res = await page.goto(app('/no/such/page'));
    // The unknown address answers 404 (what a crawler reads), and the app then shows
    // /page-not-found in the address bar (SPEC.md §2) in its place.
    expect(res?.status()).toBe(404);
    await appReady(page);
    await expectPath(page, '/page-not-found');
    await expect
      .poll(() => page.getByRole('heading', { name: /page not found/i }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    // Back leads to the page before, not to the unknown address again.
    await page.goBack();
    await expectPath(page, '/home');
    // Under the signed-in area's prefixes too; the API keeps its problem+json 404.
    expect((await page.goto(app('/member/nothing')))?.status()).toBe(404);
    await appReady(page);
    await expectPath(page, '/page-not-found');
    const api = await page.request.get(app('').replace(/\/app$/, '/api/no/such/thing'));
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/^application\/problem\+json/);
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
    await expect
      .poll(() => page.getByRole('heading', { name: /^welcome, /i }).isVisible())
      .toBe(true);
    await page.goto(app('/admin/mail/outbox'));
    await expectPath(page, '/unauthorized');
    await page.goto(app('/member/settings/changePin'));
    await expectPath(page, '/unauthorized');
  });

  it("gives each role a welcome it may open: the event manager's is the event update screen", async () => {
    // The member's and the admin's and editor's are shown above and in sign-in.test.ts.
    await page.context().clearCookies();
    await signInStaff(page, STAFF.events.code, STAFF.events.password);
    await expectPath(page, '/admin/events/manageupdateEvents');
    // The welcome's address (the links to it, a temporary password changed) leads there too.
    await page.goto(app('/dashboards/default'));
    await expectPath(page, '/admin/events/manageupdateEvents');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Update Events', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: /not authorised/i }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('signed out again, /dashboards/default asks to sign in', async () => {
    await page.context().clearCookies();
    await page.goto(app('/dashboards/default'));
    await expectPath(page, `/login?from=${encodeURIComponent('/dashboards/default')}`);
  });
});
