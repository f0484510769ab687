import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  app,
  expectAccessible,
  expectPath,
  openBrowser,
  fileVisitor,
  expectToast,
} from '../support/browser.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';

let page: Page;
const b = fileVisitor((p) => (page = p));
// Each journey starts signed out, whatever the one before it left.
beforeEach(() => b.context.clearCookies());

async function signOut() {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expectPath(page, /^\/login/);
}

/** The names of the menu's links (icon-only links are named by their aria-label). */
const menuLinks = async () =>
  (
    await page
      .getByRole('navigation', { name: /main menu/i })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? a.textContent ?? ''))
  )
    .map((s) => s.trim())
    .sort();

describe('sign-in', () => {
  it('shows the sign-in page, accessible, with the club name in the title', async () => {
    await page.goto(app('/login'));
    await expect.poll(() => page.title()).toMatch(/^Sign in \| .+/);
    await expectAccessible(page);
  });

  it('paints the form from the server before any script, and the app takes it over without an error', async () => {
    // What a signed-out browser is sent: the form drawn, and the session (nobody) with it.
    const html = await (await page.request.get(app('/login'))).text();
    expect(html).toContain('<div id="root" data-ssr="en">');
    expect(html).toMatch(/<title>Sign in \| [^<]+<\/title>/);
    expect(html).toContain('Member code');
    expect(html).toContain('"/api/auth/me":{"user":null}');
    const errors: string[] = [];
    const onError = (e: Error) => errors.push(String(e));
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === 'error') errors.push(m.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    try {
      // The staff tab, as the address asks, drawn and taken over as it is.
      await page.goto(app('/login?tab=staff'));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#root[data-ssr]').count()).toBe(1);
      expect(await page.getByRole('tab', { name: /staff/i }).getAttribute('aria-selected')).toBe(
        'true',
      );
      await page.goto(app('/login'));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#root[data-ssr]').count()).toBe(1);
      // It painted before it asked for any script: the scripts wait for the first paint.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.startTime),
      }));
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
      await signInMember(page, 'M1002', '2345');
      await expectPath(page, '/dashboards/default');
      expect(errors).toEqual([]);
      // Signed in, /login is left to the app (which sends the member on), with no session in it.
      const signedIn = await (await page.request.get(app('/login'))).text();
      expect(signedIn).not.toContain('data-ssr');
      expect(signedIn).not.toContain('/api/auth/me');
    } finally {
      page.off('pageerror', onError);
      page.off('console', onConsole);
    }
  });

  it('keeps what a member typed before the app took the page over, and signs in on the Enter pressed then', async () => {
    // A slow phone: the server's form is shown and typed into while the app's script is held.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page may have gone on by then
    });
    try {
      // A module script holds back DOMContentLoaded, so the page is taken as soon as it is sent.
      await page.goto(app('/login'), { waitUntil: 'commit' });
      await page.getByLabel(/member code/i).fill('M1002');
      await page.getByLabel(/^pin/i).fill('2345');
      // Enter before the app runs: taken at once (the form shows it is being sent), not sent
      // by the browser (no reload, nothing typed in the address).
      await page.getByLabel(/^pin/i).press('Enter');
      await expect.poll(() => page.locator('form[aria-busy="true"]').count()).toBe(1);
      expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
      expect(page.url()).not.toContain('2345');
      // The app sends it as soon as it runs, with what was typed.
      release();
      await expectPath(page, '/dashboards/default');
      expect(await page.locator('form[aria-busy="true"]').count()).toBe(0);
    } finally {
      release();
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
    }
  });

  it('on a phone six times slower, answers the Staff tab at once and signs in on an Enter pressed before the app started', async () => {
    const slow = await openBrowser({ width: 375, height: 760 });
    try {
      const p = slow.page;
      const cdp = await slow.context.newCDPSession(p);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await p.goto(app('/login'), { waitUntil: 'load' });
      expect(await p.locator('html[data-app="ready"]').count()).toBe(0);
      // The first press: the staff tab's panel is shown before the app has started.
      const staffTab = p.getByRole('tab', { name: /staff/i });
      const box = (await staffTab.boundingBox())!;
      await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      expect(await p.getByLabel(/staff code/i).isVisible()).toBe(true);
      expect(await staffTab.getAttribute('aria-selected')).toBe('true');
      // Typed and sent at once, in the time the app takes to start (seconds at this speed).
      await p.getByLabel(/staff code/i).fill('admin');
      await p.getByLabel(/^password/i).fill(STAFF.admin.password);
      await p.getByLabel(/^password/i).press('Enter');
      await expectPath(p, '/admin/dashboard', 60_000);
    } finally {
      await slow.close();
    }
  });

  it('shows the server error text in a toast when the PIN is wrong', async () => {
    await signInMember(page, 'M1002', '9999');
    await expectToast(page, /member code or PIN is wrong/i);
    await expectPath(page, '/login');
  });

  it('signs a member in to the welcome dashboard with only the member menu', async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    await expect
      .poll(() => page.getByRole('heading', { name: /welcome, arjun mehta/i }).isVisible())
      .toBe(true);
    expect(await menuLinks()).toEqual([
      'Active Sessions',
      'Book Banquet Hall',
      'Book Chambers',
      'Change PIN',
      'Chat with the office',
      'Club News',
      'Club calendar',
      'Clubman',
      'Directory',
      'Download My Data',
      'F&B Food Items',
      'F&B Orders',
      'Facilities Timings',
      'Gallery',
      'Inbox',
      'Member Dashboard',
      'My Banquet Bookings',
      'My Chamber Bookings',
      'My Events Booking',
      'My Feedback',
      'My Profile',
      'Notice Board',
      'Notification Settings',
      'Other Club Events',
      'Pay Dues',
      'View Statement',
    ]);
    await expectAccessible(page);
    await signOut();
  });

  it('shows a suspended member what they may still do', async () => {
    await signInMember(page, 'M1003', '3456');
    await expectPath(page, '/dashboards/default');
    await expect.poll(() => page.getByText(/your membership is suspended/i).isVisible()).toBe(true);
    await signOut();
  });

  it('signs each staff role in to its own menus', async () => {
    // The menus of the areas staff run; each role sees its own and none of the others'.
    const ADMIN_ONLY = [
      'Act as member',
      'Admin dashboard',
      'Analytics',
      'Mail outbox',
      'Manage and Add Events',
      'Manage Event Categories',
      'Member chats',
      'Payment Report',
      'Profile Approvals',
      'Statement Imports',
      'Tasks',
    ];
    const CONTENT = [
      'Website pages',
      'General settings',
      'Manage Clubman',
      'Manage Notice Board',
      'Interface showcase',
      'Content showcase',
      'Manage News',
      'Manage Albums',
    ];
    const MEMBER = ['Change PIN', 'View Statement', 'Pay Dues'];
    const loaded = async () => {
      await expect.poll(async () => (await menuLinks()).length).toBeGreaterThan(1);
      return menuLinks();
    };

    await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
    await expectPath(page, '/admin/dashboard');
    const admin = await loaded();
    expect(admin).toEqual(
      expect.arrayContaining([
        ...ADMIN_ONLY,
        ...CONTENT,
        'Active Sessions',
        'Change Password',
        'Member Dashboard',
        'My Profile',
      ]),
    );
    for (const m of MEMBER) expect(admin).not.toContain(m);
    await signOut();

    await signInStaff(page, STAFF.editor.code, STAFF.editor.password);
    await expectPath(page, '/dashboards/default');
    const editor = await loaded();
    expect(editor).toEqual(
      expect.arrayContaining([
        ...CONTENT,
        'Active Sessions',
        'Change Password',
        'Member Dashboard',
        'My Profile',
      ]),
    );
    for (const m of [...ADMIN_ONLY, ...MEMBER]) expect(editor).not.toContain(m);
    await signOut();

    // The event manager: the one events screen (SPEC.md §1), and their own password.
    await signInStaff(page, STAFF.events.code, STAFF.events.password);
    await expectPath(page, '/admin/events/manageupdateEvents');
    await expect.poll(async () => (await menuLinks()).length).toBeGreaterThan(1);
    expect(await menuLinks()).toEqual(['Change Password', 'Update Events']);
    await signOut();
  });

  it('lets an admin act as a member, with a banner, and stop', async () => {
    await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
    await expectPath(page, '/admin/dashboard');
    await page.goto(app('/loginadminmember'));
    await expectAccessible(page);
    await page.getByLabel(/member code/i).fill('m1002');
    await page.getByRole('button', { name: /act as this member/i }).click();
    await expectPath(page, '/dashboards/default');
    await expect
      .poll(() =>
        page
          .getByText(/acting as kavita rao \(M1002\)/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText(/you are acting for this member/i).isVisible())
      .toBe(true);
    // The member's own PIN is theirs alone: the acting admin is not offered it.
    expect(await menuLinks()).not.toContain('Change PIN');
    expect(await menuLinks()).not.toContain('Download My Data');
    await page.getByRole('button', { name: /stop acting/i }).click();
    await expect.poll(() => page.getByText(/acting as kavita rao/i).count()).toBe(0);
    await signOut();
  });
});
