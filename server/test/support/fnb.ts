import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  FNB_API,
  type CheckoutRequest,
  type CheckoutResponse,
  type FnbOrder,
  type MemberMenuItem,
} from '@club/contracts';
import {
  createFnbCategory,
  createFnbItem,
  createFnbSubCategory,
} from '../../src/seed/fnb-factories.ts';
import { signInAs, type As, type Caller } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { payInSandbox, verify } from './payments.ts';

/*
 * The fnb tests' app: a small menu (Restaurant: Starters with Veg/Non-Veg sub-categories, a
 * breakfast item with its hours; Bar: Beers), an admin, an editor, an event manager and M1001
 * signed in, and the club's clock at a fixed moment (settable per test: `at('13:05')`).
 */
export let t: TestApp;
export let as: As;
export const menu = {} as {
  starters: number;
  vegStarters: number;
  nonVegStarters: number;
  beers: number;
  paneerTikka: number;
  chickenTikka: number;
  masalaDosa: number;
  kingfisher: number;
};

/** Sets the club's clock to a time of day (Asia/Kolkata, +05:30) on 2026-11-24. */
export function at(time: string, date = '2026-11-24') {
  const moment = new Date(`${date}T${time}:00+05:30`);
  t.app.ctx.clock = { now: () => moment };
}

export function useFnbApp() {
  beforeAll(async () => {
    t = await createTestApp();
    at('13:05');
    as = await signInAs(t, ['member', 'admin', 'editor', 'eventManager'], {
      member: { creditLimit: 2_000_000 },
    });
    const db = t.app.ctx.db;
    const starters = await createFnbCategory(db, { name: 'Starters', sort: 10 });
    const veg = await createFnbSubCategory(db, { categoryId: starters.id, name: 'Veg', sort: 10 });
    const nonVeg = await createFnbSubCategory(db, {
      categoryId: starters.id,
      name: 'Non-Veg',
      sort: 20,
    });
    const breakfast = await createFnbCategory(db, { name: 'Breakfast', sort: 5 });
    const beers = await createFnbCategory(db, { outlet: 'bar', name: 'Beers' });
    Object.assign(menu, {
      starters: starters.id,
      vegStarters: veg.id,
      nonVegStarters: nonVeg.id,
      beers: beers.id,
      paneerTikka: (
        await createFnbItem(db, {
          categoryId: starters.id,
          subCategoryId: veg.id,
          name: 'Paneer Tikka',
          price: 32000,
          kitchen: 'tandoor',
        })
      ).id,
      chickenTikka: (
        await createFnbItem(db, {
          categoryId: starters.id,
          subCategoryId: nonVeg.id,
          name: 'Chicken Tikka',
          price: 38050,
          diet: 'non_veg',
          kitchen: 'tandoor',
        })
      ).id,
      masalaDosa: (
        await createFnbItem(db, {
          categoryId: breakfast.id,
          name: 'Masala Dosa',
          price: 18000,
          availableFrom: '07:30',
          availableTo: '11:00',
        })
      ).id,
      kingfisher: (
        await createFnbItem(db, {
          categoryId: beers.id,
          name: 'Kingfisher Premium',
          price: 25000,
          taxRate: 0,
          kitchen: 'bar',
        })
      ).id,
    });
  });
  afterAll(() => t.close());
}

/*
 * Card orders (the checkout and refund tests): a checkout of the test menu, the sandbox's
 * capture, and what the database keeps of an order's money.
 */
const member = () => as('member');
const admin = () => as('admin');
const db = () => t.app.ctx.db;
export const sandbox = () => t.app.payments.sandbox!;
export const key = () => randomBytes(12).toString('hex');

/** Paneer Tikka x2 (320.00, 5 %) and Chicken Tikka x1 (380.50, 5 %): 1020.50 + 51.03 tax. */
export const TOTAL = 107153;
export const body = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  outlet: 'restaurant',
  lines: [
    { itemId: menu.paneerTikka, quantity: 2, price: 32000 },
    { itemId: menu.chickenTikka, quantity: 1, price: 38050 },
  ],
  expectedTotal: TOTAL,
  fulfilment: 'collection',
  slot: '14:00',
  addressId: null,
  paymentMethod: 'card',
  notes: '',
  termsAccepted: true,
  idempotencyKey: key(),
  ...over,
});

export const checkout = (payload: CheckoutRequest, who: Caller = member()) =>
  who.inject({ method: 'POST', url: FNB_API.memberOrders, payload });

/** One Paneer Tikka for collection at 16:00 on account (336.00 with tax): the placed order. */
export const placeOnAccount = async (who: Caller = member()) =>
  (
    await checkout(
      body({
        lines: [{ itemId: menu.paneerTikka, quantity: 1, price: 32000 }],
        expectedTotal: 33600,
        slot: '16:00',
        paymentMethod: 'account',
      }),
      who,
    )
  ).json().order as FnbOrder;

/** Starts a card checkout; answers the pending order and the provider's checkout. */
export async function startCard(over: Partial<CheckoutRequest> = {}, who: Caller = member()) {
  const res = await checkout(body(over), who);
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json() as CheckoutResponse;
  return { order: answer.order, checkout: answer.checkout! };
}

export const orderOf = async (id: number, who: Caller = member()) =>
  (await who.inject({ url: `${FNB_API.memberOrders}/${id}` })).json() as FnbOrder;

export const staffOrderOf = async (id: number) =>
  (await admin().inject({ url: `${FNB_API.orders}/${id}` })).json() as FnbOrder;

/** A staff step on an order (cancel, reject, ...) with its reason, at the version given. */
export const staffStep = (id: number, step: string, reason: string, version: number) =>
  admin().inject({
    method: 'POST',
    url: `${FNB_API.orders}/${id}/${step}`,
    payload: { reason, version },
  });

/** Pays in the sandbox with its webhooks lost: the browser's return is what settles it. */
export async function payQuietly(providerOrderId: string, card?: string) {
  sandbox().dropWebhooks = true;
  try {
    return await payInSandbox(t.app, providerOrderId, card);
  } finally {
    sandbox().dropWebhooks = false;
  }
}

/** A captured card order (paid through the browser's return). */
export async function paidOrder(over: Partial<CheckoutRequest> = {}, who: Caller = member()) {
  const { order, checkout: c } = await startCard(over, who);
  const paid = await payQuietly(c.orderId);
  expect((await verify(who, paid.query!)).statusCode).toBe(200);
  return orderOf(order.id, who);
}

type Entry = { kind: string; source_id: string; amount: number; tax: number };
/** The order's ledger entries (charge, payment, reversals, refunds), oldest first. */
export const ledgerOf = async (orderId: number) =>
  (
    await db().execute(
      sql`select kind, source_id, amount::int as amount, tax_amount::int as tax from ledger_entries
          where source = 'fnb_order' and (source_id = ${String(orderId)} or source_id like ${`${orderId}:%`})
          order by id`,
    )
  ).rows as Entry[];
export const entries = async (orderId: number) =>
  (await ledgerOf(orderId)).map((e) => [e.kind, e.amount] as [string, number]);

type Refund = { id: number; key: string; amount: number; status: string };
export const refundsOf = async (orderId: number) =>
  (
    await db().execute(
      sql`select r.id, r.key, r.amount::int as amount, r.status from payment_refunds r
          join payments p on p.id = r.payment_id
          where p.purpose = 'fnb_order' and p.reference = ${String(orderId)} order by r.id`,
    )
  ).rows as Refund[];
export const queuedRefunds = async (refundIds: number[]) =>
  (
    await db().execute(sql`select payload from outbox where topic = 'payment.refund_requested'`)
  ).rows.filter((r) =>
    refundIds.includes((r as { payload: { refundId: number } }).payload.refundId),
  ).length;
export const paymentOf = async (orderId: number) =>
  (
    await db().execute(
      sql`select id, status, amount::int as amount, amount_refunded::int as refunded, provider_payment_id, failure_code, closed_at
          from payments where purpose = 'fnb_order' and reference = ${String(orderId)}`,
    )
  ).rows[0] as {
    id: number;
    status: string;
    amount: number;
    refunded: number;
    provider_payment_id: string | null;
    failure_code: string | null;
    closed_at: Date | null;
  };
export const counts = async () =>
  (
    await db().execute(
      sql`select (select count(*)::int from fnb_orders) as orders, (select count(*)::int from payments) as payments`,
    )
  ).rows[0] as { orders: number; payments: number };
/** The year's last invoice number and how many orders carry one: equal when gap-free. */
export const invoicing = async () =>
  (
    await db().execute(
      sql`select (select last from fnb_invoice_counters where financial_year = '2026-27') as last,
                 (select count(*)::int from fnb_orders where invoice_year = '2026-27') as invoiced`,
    )
  ).rows[0] as { last: number; invoiced: number };

export const setCapacity = (slotCapacity: number) =>
  admin().inject({
    method: 'PUT',
    url: `${FNB_API.outlets}/restaurant`,
    payload: { opensAt: '07:30', closesAt: '22:30', leadMinutes: 30, slotCapacity },
  });

/*
 * The menu tests: a new item's form, the member's menu, the fields a refusal names, the
 * audit entries of an action.
 */

/** A new veg starter's form, as the menu manager sends it (price in rupees). */
export const itemBody = (over: Record<string, unknown> = {}) => ({
  categoryId: menu.starters,
  subCategoryId: menu.vegStarters,
  name: 'Hara Bhara Kebab',
  description: 'Spinach and green pea patties',
  price: '260.50',
  diet: 'veg',
  kitchen: 'tandoor',
  taxRate: 500,
  ...over,
});

/** The member's menu items for a query string ('?outlet=bar'), as M1001 reads them. */
export const memberItems = async (query = '') =>
  (await member().inject({ url: `${FNB_API.memberItems}${query}` })).json<{
    items: MemberMenuItem[];
  }>().items;

/** The fields a 400 answer names, sorted. */
export const fieldsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort();

/** How many audit entries the action has written. */
export const audits = async (action: string) =>
  Number(
    (
      (await db().execute(sql`select count(*)::int as n from audit_log where action = ${action}`))
        .rows[0] as { n: number }
    ).n,
  );
