import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FNB_API, type CheckoutRequest } from '@club/contracts';
import { createFnbCategory, createFnbItem } from '../../src/seed/fnb-factories.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { callerFrom, memberSignIn, type Caller } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';

/** The slots a burst spreads its orders over: an outlet takes 10 orders a slot. */
export const BURST_SLOTS = ['16:00', '16:30', '17:00', '17:30'] as const;

/** An order on account of one ₹320 dish (₹336 with tax) for collection at `slot`. */
export const accountOrder = (itemId: number, slot: string): CheckoutRequest => ({
  outlet: 'restaurant',
  lines: [{ itemId, quantity: 1, price: 32000 }],
  expectedTotal: 33600,
  fulfilment: 'collection',
  slot,
  addressId: null,
  paymentMethod: 'account',
  notes: '',
  termsAccepted: true,
  idempotencyKey: randomBytes(12).toString('hex'),
});

export interface DemoClub {
  /** M1001, signed in, with room on their account for many orders. */
  member: Caller;
  itemId: number;
  /** Places an order on account as M1001; answers its id (and fails on anything but 201). */
  placeOrder(slot: string): Promise<{ id: number; invoiceNumber: string | null }>;
}

/**
 * The demo club (members, ledgers, orders with invoices, chamber bookings, notifications, an
 * uploaded magazine) seeded into `t`'s database, its clock at a lunchtime when the kitchen
 * takes orders, and a dish M1001 can order on account: what the backup, restore and move
 * tests copy while orders run.
 */
export async function seedDemoClub(t: TestApp, category = 'Backup starters'): Promise<DemoClub> {
  const db = t.app.ctx.db;
  await seedDemoIfEmpty(t.app.ctx, () => {});
  const moment = new Date('2026-11-24T13:05:00+05:30');
  t.app.ctx.clock = { now: () => moment };
  await db.execute(sql`update members set credit_limit = 100000000 where code = 'M1001'`);
  const made = await createFnbCategory(db, { name: category, sort: 99 });
  const itemId = (
    await createFnbItem(db, { categoryId: made.id, name: 'Paneer Tikka', price: 32000 })
  ).id;
  const member = callerFrom(t, await memberSignIn(t, 'M1001', '1234'));
  return {
    member,
    itemId,
    async placeOrder(slot) {
      const res = await member.inject({
        method: 'POST',
        url: FNB_API.memberOrders,
        payload: accountOrder(itemId, slot),
      });
      if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
      const { order } = res.json() as { order: { id: number; invoiceNumber: string | null } };
      return { id: order.id, invoiceNumber: order.invoiceNumber };
    },
  };
}
