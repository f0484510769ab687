import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { adminApi, memberApi, type ApiCall } from '../support/api-session.ts';
import {
  app,
  baseUrl,
  expectAccessible,
  expectPath,
  expectToast,
  withVisitor,
} from '../support/browser.ts';
import {
  latestSlot,
  openRestaurantAllDay,
  placeOrder,
  restoreRestaurant,
  type Outlet,
  type PlacedOrder,
} from '../support/fnb.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';

/*
 * The menu in the member's language (issue 30: menu items and categories stayed English in
 * German and Spanish). The admin writes an item's German name and description in its form;
 * a member reading the portal in German finds the category, the item and its description in
 * German, and searches with the German words; an order of it keeps the German name (its detail
 * and its invoice), as it was ordered. The journey makes its own category, item and orders.
 */

const run = Date.now().toString(36);
const CATEGORY = `Grill ${run}`;
const CATEGORY_DE = `Vom Grill ${run}`;
const ITEM = `Lamb chops ${run}`;
const ITEM_DE = `Lammkoteletts ${run}`;
const DESCRIPTION_DE = 'Drei Koteletts mit Minzsoße';

let admin: APIRequestContext;
const ids = {} as { category: number; item: number };
let staffApi: ApiCall;
let m1001: ApiCall;
let saved: Outlet | undefined;
const placed: PlacedOrder[] = [];

async function call<T>(path: string, data: unknown): Promise<T> {
  const res = await admin.post(`/api${path}`, { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

beforeAll(async () => {
  admin = await request.newContext({ baseURL: baseUrl() });
  await call('/auth/staff/login', { staffCode: STAFF.admin.code, password: STAFF.admin.password });
  ids.category = (
    await call<{ id: number }>('/admin/fnb/categories', {
      outlet: 'restaurant',
      name: CATEGORY,
      description: 'From the charcoal grill',
      translations: { de: { name: CATEGORY_DE, description: 'Vom Holzkohlegrill' } },
    })
  ).id;
  ids.item = (
    await call<{ id: number }>('/admin/fnb/items', {
      categoryId: ids.category,
      name: ITEM,
      description: 'Three chops with mint sauce',
      price: '640',
      diet: 'non_veg',
      kitchen: 'main',
      taxRate: 500,
    })
  ).id;
});

afterAll(async () => {
  await admin?.dispose();
  // The orders leave the kitchen's open ones (their charges reversed), the Restaurant as it was.
  for (const o of placed) {
    await m1001('POST', `/api/fnb/orders/${o.id}/cancel`).catch(() => undefined);
  }
  await restoreRestaurant(staffApi, saved);
});

/**
 * M1001 orders one of the journey's item, on account, for the latest slot left today (M1002's
 * demo account is near its credit limit).
 */
async function orderTheItem(ctx: TestContext): Promise<PlacedOrder> {
  staffApi ??= await adminApi();
  m1001 ??= await memberApi('M1001', '1234');
  saved ??= await openRestaurantAllDay(staffApi);
  const slot = await latestSlot(m1001);
  if (!slot) ctx.skip('no pickup slot is left today (after 22:30 in the club), nothing to order');
  const order = await placeOrder(m1001, {
    items: [{ id: ids.item, name: ITEM, price: 64_000, taxRate: 500 }],
    slot,
    run,
  });
  placed.push(order);
  return order;
}

const noSideScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the menu in the reader’s language', () => {
  it('the admin writes an item’s German name and description in its form', async () => {
    await withVisitor({ width: 1440, height: 900 }, async (page) => {
      await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
      await expectPath(page, '/admin/dashboard');
      await page.goto(app('/admin/restaurant/ManageMenu'));
      await page.getByRole('textbox', { name: /^search$/i }).fill(ITEM);
      const row = page
        .getByRole('table', { name: 'Food items' })
        .getByRole('row')
        .filter({ hasText: ITEM });
      await expect.poll(() => row.count()).toBe(1);
      await row.getByRole('button', { name: `Edit ${ITEM}` }).click();
      const dialog = page.getByRole('dialog');
      // Folded under the English fields until opened.
      const german = dialog.getByRole('textbox', { name: 'Name (Deutsch)' });
      expect(await german.isVisible()).toBe(false);
      await dialog.getByRole('button', { name: 'Spanish and German' }).click();
      await expect.poll(() => german.isVisible()).toBe(true);
      // Each shows the English words it translates.
      expect(await german.getAttribute('placeholder')).toBe(ITEM);
      await german.fill(ITEM_DE);
      await dialog.getByRole('textbox', { name: 'Description (Deutsch)' }).fill(DESCRIPTION_DE);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: /^save$/i }).click();
      await expectToast(page, `${ITEM} saved.`);
      // Staff's list keeps the club's English name.
      await expect.poll(() => row.innerText()).toContain(ITEM);
    });
  });

  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    it(`a member reading German finds the category and the item in German, and searches in German (${width} px)`, async () => {
      await withVisitor({ locale: 'de-DE', width, height }, async (page) => {
        await signInMember(page, 'M1002', '2345');
        await expectPath(page, '/dashboards/default');
        expect(await page.locator('html').getAttribute('lang')).toBe('de');

        await page.goto(app(`/member/foodordering/categories?category=${ids.category}`));
        await expect.poll(() => page.getByTestId('category-title').innerText()).toBe(CATEGORY_DE);
        const link = page.getByRole('link', { name: ITEM_DE, exact: true });
        await expect.poll(() => link.isVisible()).toBe(true);
        expect(await page.getByText(ITEM, { exact: true }).count()).toBe(0);
        await expectAccessible(page);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

        await link.click();
        await expectPath(page, `/member/foodordering/detail/${ids.item}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(ITEM_DE);
        await expect.poll(() => page.getByText(DESCRIPTION_DE).isVisible()).toBe(true);
        await expectAccessible(page);

        // The search reads the words the member reads.
        await page.goto(app(`/member/foodordering/filters?term=${encodeURIComponent(ITEM_DE)}`));
        await expect
          .poll(() => page.getByRole('link', { name: ITEM_DE, exact: true }).isVisible())
          .toBe(true);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      });
    });
  }

  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    it(`a member reading German who ordered the item reads its German name in the order and its invoice (${width} px)`, async (ctx) => {
      const order = await orderTheItem(ctx);
      await withVisitor({ locale: 'de-DE', width, height }, async (page) => {
        await signInMember(page, 'M1001', '1234');
        await expectPath(page, '/dashboards/default');
        expect(await page.locator('html').getAttribute('lang')).toBe('de');

        await page.goto(app(`/member/foodordering/orders/detail/${order.id}`));
        const lines = page.getByRole('table', { name: 'Artikel der Bestellung' });
        await expect.poll(() => lines.innerText()).toContain(ITEM_DE);
        expect(await lines.innerText()).not.toContain(ITEM);
        await expectAccessible(page);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

        await page.goto(app(`/member/foodordering/invoice/${order.id}`));
        const invoice = page
          .getByTestId('invoice')
          .getByRole('table', { name: 'Artikel der Bestellung' });
        await expect.poll(() => invoice.innerText()).toContain(ITEM_DE);
        expect(await invoice.innerText()).not.toContain(ITEM);
        await expectAccessible(page);
      });
    });
  }
});
