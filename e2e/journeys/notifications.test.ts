import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, memberApi, type ApiCall } from '../support/api-session.ts';
import {
  app,
  expectAccessible,
  expectPath,
  expectToast,
  openBrowser,
  type Visitor,
} from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn } from '../support/staff-journey.ts';

/*
 * The bell (issue 32 item 5): M1001 on the dashboard sees the bell's count rise and the new
 * notification in its list without reloading when the office moves one of their food orders
 * on (the admin API); marks all read; turns a kind off in their choices and finds it off
 * after a reload. At desktop and phone width, light and dark, with axe.
 */

interface OrderRow {
  id: number;
  status: string;
  version: number;
  invoiceNumber: string | null;
}

const NEXT = ['confirmed', 'preparing', 'ready_for_pickup', 'in_transit', 'delivered'];
const PREFS = '/member/settings/notifications';
const bell = (p: Page) => p.getByTestId('notification-bell');
const unreadOf = async (p: Page) => {
  const name = (await bell(p).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
};

let admin: ApiCall;
let member: ApiCall;
let b: Visitor;
let page: Page;

beforeAll(async () => {
  admin = await adminApi();
  member = await memberApi('M1001', '1234');
  b = await openBrowser({ width: 1440 });
  page = b.page;
  await signInMember(page, 'M1001', '1234');
  await expectPath(page, '/dashboards/default');
});

afterAll(async () => {
  // Back to every channel of the kind turned off.
  await member('PUT', '/api/member/notification-prefs', {
    items: [{ kind: 'broadcast', inApp: true, email: true }],
  }).catch(() => undefined);
  await b?.close();
});

/** Moves one of M1001's open food orders to its next status (the office, through the API). */
async function moveAnOrder(): Promise<OrderRow> {
  const open = await admin<{ items: OrderRow[] }>(
    'GET',
    '/api/admin/fnb/orders?status=open&member=M1001&pageSize=50',
  );
  for (const o of open.items) {
    for (const status of NEXT) {
      const moved = await admin<OrderRow>('PUT', `/api/admin/fnb/orders/${o.id}/status`, {
        status,
        version: o.version,
      }).catch(() => null);
      if (moved) return moved;
    }
  }
  throw new Error('M1001 has no open food order to move on');
}

describe("the member's bell", () => {
  it('counts a new notification live, lists it, and marks all read', async () => {
    await expect.poll(() => bell(page).isVisible()).toBe(true);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/^Notifications/);
    // The count as the server has it, then as the bell shows it.
    const before = (await member<{ unread: number }>('GET', '/api/member/notifications')).unread;
    await expect.poll(() => unreadOf(page)).toBe(before);
    const order = await moveAnOrder();
    // No reload: the stream tells the bell, which asks again.
    await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(before + 1);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications', exact: true });
    const item = panel.getByRole('link', {
      name: new RegExp(
        `Your order ${(order.invoiceNumber ?? `#${order.id}`).replace(/[/#]/g, '.')} is`,
      ),
    });
    await expect.poll(() => item.first().isVisible()).toBe(true);
    // axe with the bell open: its list is well formed (a Mantine Menu holding the list was not).
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => unreadOf(page)).toBe(0);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');

    // The whole list (the bell's list stays open after "Mark all read"): read, the order's among them.
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await expectPath(page, '/member/notifications');
    const list = page.getByRole('list', { name: 'Your notifications' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('All read.').isVisible()).toBe(true);
    await accessibleOn(page);
  });

  it('keeps a kind turned off after a reload; the locked ones stay locked', async () => {
    await page.goto(app(PREFS));
    const sw = page.getByRole('switch', { name: 'Messages from the club: In the portal' });
    await expect.poll(() => sw.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Payments: By email' }).isDisabled()).toBe(true);
    await accessibleOn(page);
    const id = await sw.getAttribute('id');
    await page.locator(`label[for="${id}"]`).first().click();
    await expect.poll(() => sw.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expectToast(page, 'Your notification choices are saved.');
    await page.reload();
    await expect.poll(() => sw.isChecked()).toBe(false);
    await closeToastsOn(page);
  });

  it('at phone width and in dark mode: the bell, its list and the choices read well', async () => {
    const phone = await openBrowser({ width: 375, height: 800 });
    try {
      const p = phone.page;
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await expect.poll(() => bell(p).isVisible()).toBe(true);
      // Dark mode (the settings drawer on a phone).
      await p.getByRole('button', { name: /^layout settings$/i }).click();
      const drawer = p.getByRole('dialog', { name: /layout settings/i });
      await drawer.getByText('Dark mode', { exact: true }).click();
      await expect
        .poll(() => p.locator('html').getAttribute('data-mantine-color-scheme'))
        .toBe('dark');
      await p.keyboard.press('Escape');
      // The keyboard: Enter opens the bell's list, Escape closes it and focus is on the bell again.
      const panel = p.getByRole('dialog', { name: 'Notifications', exact: true });
      await bell(p).focus();
      await p.keyboard.press('Enter');
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expectAccessible(p);
      await p.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      await expect.poll(() => bell(p).evaluate((el) => el === document.activeElement)).toBe(true);
      await p.keyboard.press('Space');
      await expect.poll(() => panel.isVisible()).toBe(true);
      await panel.getByRole('link', { name: 'See all notifications' }).click();
      await expectPath(p, '/member/notifications');
      await accessibleOn(p);
      await p.goto(app(PREFS));
      await expect.poll(() => p.getByRole('table').isVisible()).toBe(true);
      await accessibleOn(p);
      // Back to light for the journeys after.
      await p.getByRole('button', { name: /^layout settings$/i }).click();
      await p
        .getByRole('dialog', { name: /layout settings/i })
        .getByText('Dark mode', { exact: true })
        .click();
    } finally {
      await phone.close();
    }
  });
});
