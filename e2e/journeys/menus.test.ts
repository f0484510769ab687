import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  app,
  appReady,
  expectAccessible,
  expectPath,
  openBrowser,
  visit,
  withVisitor,
} from '../support/browser.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';

let b: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
beforeAll(async () => {
  b = await openBrowser({ width: 1440, height: 900 });
  page = b.page;
});
afterAll(() => b.close());

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });
/** The label a menu link shows (hidden, not removed, while the rail is narrow). */
const shownLabel = (link: Locator) => link.locator('.mantine-NavLink-label');
const railWidth = async () => (await page.getByTestId('app-navbar').boundingBox())?.width ?? 0;

describe('the unpinned side menu at 1440 px (SPEC.md §4: unpinned by default)', () => {
  it('shows its labels under the pointer, on a page the server drew, before its scripts ran', async () => {
    await signInMember(page, 'M1002', '2345');
    await expectPath(page, '/dashboards/default');
    // A page the server draws: the pointer goes straight to a link, the first sign of use.
    await page.goto(app('/member/viewStatement'));
    const clubman = menu().getByRole('link', { name: 'Clubman' });
    await clubman.waitFor();
    expect(await shownLabel(clubman).isVisible()).toBe(false);
    expect(await railWidth()).toBeLessThan(100);
    await clubman.hover();
    await expect.poll(() => shownLabel(clubman).isVisible()).toBe(true);
    await expect.poll(() => shownLabel(clubman).innerText()).toBe('Clubman');
    await expect.poll(railWidth).toBeGreaterThan(200);
    // The pointer leaves: icons only again.
    await page.mouse.move(900, 600);
    await expect.poll(() => shownLabel(clubman).isVisible()).toBe(false);
    await expect.poll(railWidth).toBeLessThan(100);
    await appReady(page);
    // Once the app runs, the same.
    await menu().getByRole('link', { name: 'Pay Dues' }).hover();
    await expect
      .poll(() => shownLabel(menu().getByRole('link', { name: 'Pay Dues' })).isVisible())
      .toBe(true);
    await page.mouse.move(900, 600);
    await expect.poll(railWidth).toBeLessThan(100);

    // A link pressed with the pointer folds the rail back at once, though the pointer still
    // rests on it: the page it opened is not left covered (a press beside the rail lands).
    await menu().getByRole('link', { name: 'Pay Dues' }).click();
    await expectPath(page, '/member/payments');
    await expect.poll(railWidth).toBeLessThan(100);
    await page.waitForTimeout(400);
    expect(await railWidth()).toBeLessThan(100);
    const navRight = (await page.getByTestId('app-navbar').boundingBox())!;
    const under = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid="app-navbar"]'),
      [navRight.x + navRight.width + 40, 300],
    );
    expect(under).toBe(false);
    // Leaving it and coming back opens it again.
    await page.mouse.move(900, 600);
    await menu().getByRole('link', { name: 'Clubman' }).hover();
    await expect.poll(railWidth).toBeGreaterThan(200);
    await page.mouse.move(900, 600);
  });

  it('shows its labels while the keyboard focus is in it, and each link is named by its label', async () => {
    await visit(page, '/member/viewStatement');
    await page.mouse.move(900, 600);
    // Tab from the page's start until the focus reaches the menu.
    const inMenu = () =>
      page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Main menu"]'));
    for (let i = 0; i < 20 && !(await inMenu()); i++) await page.keyboard.press('Tab');
    expect(await inMenu()).toBe(true);
    const focused = menu().locator('a:focus');
    const name = await focused.getAttribute('aria-label');
    expect(name).toBe('Member Dashboard');
    await expect.poll(() => shownLabel(focused).isVisible()).toBe(true);
    await expect.poll(() => shownLabel(focused).innerText()).toBe('Member Dashboard');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => menu().locator('a:focus').getAttribute('aria-label'))
      .toBe('View Statement');
    await expect.poll(() => shownLabel(menu().locator('a:focus')).isVisible()).toBe(true);
    await expect.poll(railWidth).toBeGreaterThan(200);
    await expectAccessible(page);
    // Every link is named by the label it shows.
    for (const link of await menu().getByRole('link').all()) {
      expect(await link.getAttribute('aria-label')).toBe(await shownLabel(link).innerText());
    }
    // A click with the mouse does not hold the menu open once the pointer leaves.
    await menu().getByRole('link', { name: 'Notice Board' }).click();
    await expectPath(page, '/member/notices');
    await page.mouse.move(900, 600);
    await expect.poll(railWidth).toBeLessThan(100);
    await page.context().clearCookies();
  });
});

describe("the menus' labels (SPEC.md §2 Menu labels seen)", () => {
  it("gives the admin SPEC.md's one banquet menu entry, leading to the menu and its items", async () => {
    await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
    await expectPath(page, '/admin/dashboard');
    const links = menu().getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThan(5);
    const names = await links.evaluateAll((els) => els.map((a) => a.getAttribute('aria-label')));
    for (const label of [
      'Member Dashboard',
      'Manage Members',
      'Add Member',
      'Manage and Add Category',
      'Manage and Add Food Item',
      'Manage Orders',
      'Reservation Requests',
      'Manage and Add Events',
      'Payment Report',
      'Event Booking Report',
      'Manage and Add Banquet',
      'Manage Banquet Menu and Menu Item',
      'Manage Banquets Booking',
      'Manage Clubman',
      'Manage Events Orders',
      'Manage Feedbacks',
      'Manage Broadcast',
      'Change Password',
    ])
      expect(names).toContain(label);
    expect(names).not.toContain('Manage Banquet Menu Items');
    await menu().getByRole('link', { name: 'Manage Banquet Menu and Menu Item' }).click();
    await expectPath(page, '/admin/banquet/ManageBanquetMenu');
    const screens = page.getByRole('navigation', { name: 'Banquet menu screens' });
    await screens.getByRole('link', { name: 'Manage Banquet Menu Items' }).click();
    await expectPath(page, '/admin/banquet/ManageBanquetMenuItem');
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Manage Banquet Menu Items', level: 1 }).isVisible(),
      )
      .toBe(true);
    expect(
      await screens
        .getByRole('link', { name: 'Manage Banquet Menu Items' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page);
    await screens.getByRole('link', { name: 'Manage Banquet Menu', exact: true }).click();
    await expectPath(page, '/admin/banquet/ManageBanquetMenu');
    await page.context().clearCookies();
  });

  it('shows the labels in the phone menu at 375 px', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.getByRole('button', { name: 'Open menu' }).click();
      for (const label of ['Member Dashboard', 'F&B Food Items', 'F&B Orders']) {
        await expect
          .poll(() => shownLabel(menu(p).getByRole('link', { name: label })).innerText())
          .toBe(label);
      }
      await expectAccessible(p);
      await menu(p).getByRole('link', { name: 'F&B Orders' }).click();
      await expectPath(p, '/member/foodordering/orders/list');
    });
  });
});
