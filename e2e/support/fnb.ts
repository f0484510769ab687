import type { BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { adminApi, memberApi, type ApiCall } from './api-session.ts';
import { browserForFile, openBrowser } from './browser.ts';

/*
 * What the food-ordering journeys set up through the API: the Restaurant open all day, a
 * category of tandoor dishes of their own, and M1001's orders for the latest pickup slot left
 * (the latest, so it cannot pass while the journey runs).
 */

export interface Outlet {
  code: string;
  opensAt: string;
  closesAt: string;
  leadMinutes: number;
  slotCapacity: number;
  paused: boolean;
}

export interface Item {
  id: number;
  name: string;
  price: number;
  taxRate: number;
}

export interface PlacedOrder {
  id: number;
  status: string;
  version: number;
  invoiceNumber: string;
  reason: string | null;
}

/** The Restaurant takes orders all day, for any slot from now on, in any number: as it was. */
export async function openRestaurantAllDay(admin: ApiCall): Promise<Outlet> {
  const outlets = await admin<Outlet[]>('GET', '/api/admin/fnb/outlets');
  const saved = outlets.find((o) => o.code === 'restaurant')!;
  await admin('PUT', '/api/admin/fnb/outlets/restaurant', {
    opensAt: '07:30',
    closesAt: '22:30',
    leadMinutes: 0,
    slotCapacity: 500,
  });
  await admin('PUT', '/api/admin/fnb/outlets/restaurant/paused', { paused: false });
  return saved;
}

/** Puts the Restaurant's hours, lead time, capacity and pause back as they were. */
export async function restoreRestaurant(admin: ApiCall, saved: Outlet | undefined) {
  if (!saved) return;
  const { opensAt, closesAt, leadMinutes, slotCapacity } = saved;
  await admin('PUT', '/api/admin/fnb/outlets/restaurant', {
    opensAt,
    closesAt,
    leadMinutes,
    slotCapacity,
  });
  await admin('PUT', '/api/admin/fnb/outlets/restaurant/paused', { paused: saved.paused });
}

/** A Restaurant category of its own with a veg and a non-veg tandoor dish (5 % GST). */
export async function makeTandoorItems(
  admin: ApiCall,
  categoryName: string,
  run: string,
): Promise<Item[]> {
  const category = await admin<{ id: number }>('POST', '/api/admin/fnb/categories', {
    outlet: 'restaurant',
    name: categoryName,
  });
  const items: Item[] = [];
  for (const [name, price, diet] of [
    [`Paneer Tikka ${run}`, '320', 'veg'],
    [`Chicken Tikka ${run}`, '380.50', 'non_veg'],
  ] as const) {
    items.push(
      await admin<Item>('POST', '/api/admin/fnb/items', {
        categoryId: category.id,
        name,
        price,
        diet,
        kitchen: 'tandoor',
        taxRate: 500,
      }),
    );
  }
  return items;
}

/** The latest Restaurant slot still open today (undefined after 22:30 in the club). */
export async function latestSlot(member: ApiCall): Promise<string | undefined> {
  const { slots } = await member<{ slots: { time: string; available: boolean }[] }>(
    'GET',
    '/api/fnb/slots?outlet=restaurant',
  );
  return slots.filter((s) => s.available).at(-1)?.time;
}

const lineTax = (amount: number, rate: number) => Math.floor((amount * rate + 5000) / 10000);

/** The member orders one of the first item, two of the second, ..., on account, for `slot`. */
export async function placeOrder(
  member: ApiCall,
  input: { items: Item[]; slot: string | undefined; run: string; notes?: string },
): Promise<PlacedOrder> {
  const { items } = input;
  const lines = items.map((i, n) => ({ itemId: i.id, quantity: n + 1, price: i.price }));
  const expectedTotal = items.reduce((sum, i, n) => {
    const amount = i.price * (n + 1);
    return sum + amount + lineTax(amount, i.taxRate);
  }, 0);
  const { order } = await member<{ order: PlacedOrder }>('POST', '/api/fnb/orders', {
    outlet: 'restaurant',
    lines,
    expectedTotal,
    fulfilment: 'collection',
    slot: input.slot,
    paymentMethod: 'account',
    notes: input.notes ?? '',
    termsAccepted: true,
    idempotencyKey: `e2e-${input.run}-${Math.random().toString(36).slice(2, 12)}`,
  });
  return order;
}

/** A page that asks to print counts the requests in `window.__printed` instead of opening a dialog. */
export async function countPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __printed: number; print: () => void };
    w.__printed = 0;
    w.print = () => {
      w.__printed += 1;
    };
  });
}

/**
 * A food-ordering journey's browser for its whole file: its menu made first (`make`), then a
 * browser at 1440 px (the first journey signs M1001 in); `done` after the last journey.
 */
export const menuThenBrowser = (
  make: () => Promise<unknown>,
  use: (page: Page) => void,
  done: () => unknown,
) =>
  browserForFile(
    async () => {
      await make();
      return openBrowser({ width: 1440, height: 900 });
    },
    use,
    done,
  );

/**
 * What an orders journey starts from: the admin's and M1001's API sessions, the Restaurant
 * open all day (`saved`: as it was), a category `${name} ${run}` of two tandoor dishes, and the
 * latest pickup slot left today.
 */
export async function orderDesk(name: string, run: string) {
  const admin = await adminApi();
  const member = await memberApi('M1001', '1234');
  const saved = await openRestaurantAllDay(admin);
  const items = await makeTandoorItems(admin, `${name} ${run}`, run);
  const slot = await latestSlot(member);
  return { admin, member, saved, items, slot };
}

/** Skips the journey when no pickup slot is left today (after 22:30 in the club). */
export function skipWithoutSlot(ctx: TestContext, slot: string | undefined) {
  if (!slot) ctx.skip('no pickup slot is left today (after 22:30 in the club), nothing to order');
}

/** A browser at 1440 px whose pages count their print requests (`countPrints`). */
export async function printingBrowser() {
  const b = await openBrowser({ width: 1440, height: 900 });
  await countPrints(b.context);
  return b;
}

/** How far the page is wider than its window (px; 0 or less when it fits). */
export const sideScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
