import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FNB_API, type CheckoutRequest, type FnbOrder } from '@club/contracts';
import { createMember } from '../../../seed/factories.ts';
import { callerFrom, COST, memberSignIn, type Caller } from '../../../../test/fixtures.ts';
import { as, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';

useFnbApp();

const admin = () => as('admin');
const place = async (who: Caller = as('member'), over: Partial<CheckoutRequest> = {}) => {
  const res = await who.inject({
    method: 'POST',
    url: FNB_API.memberOrders,
    payload: {
      outlet: 'restaurant',
      lines: [
        { itemId: menu.paneerTikka, quantity: 1, price: 32000 },
        { itemId: menu.chickenTikka, quantity: 2, price: 38050 },
      ],
      expectedTotal: 32000 + 1600 + 76100 + 3805,
      fulfilment: 'collection',
      slot: '15:00',
      paymentMethod: 'account',
      termsAccepted: true,
      idempotencyKey: randomBytes(12).toString('hex'),
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as FnbOrder;
};
const move = (o: { id: number }, status: string, version: number) =>
  admin().inject({
    method: 'PUT',
    url: `${FNB_API.orders}/${o.id}/status`,
    payload: { status, version },
  });
const balanceOf = async (memberId: number) =>
  Number(
    (
      (
        await t.app.ctx.db.execute(
          sql`select coalesce(sum(amount), 0)::int as b from ledger_entries where member_id = ${memberId}`,
        )
      ).rows[0] as { b: number }
    ).b,
  );

describe("staff's orders (restaurant/ManageOrder)", () => {
  it('moves an order through the workflow and records each step; the member sees the history', async () => {
    const o = await place();
    let v = o.version;
    for (const status of ['confirmed', 'preparing', 'ready_for_pickup', 'delivered']) {
      const res = await move(o, status, v);
      expect(res.statusCode, status).toBe(200);
      v = res.json().version;
    }
    const seen = (
      await as('member').inject({ url: `${FNB_API.memberOrders}/${o.id}` })
    ).json() as FnbOrder;
    expect(seen.events.map((e) => e.status)).toEqual([
      'ordered',
      'confirmed',
      'preparing',
      'ready_for_pickup',
      'delivered',
    ]);
    expect(seen.events.slice(1).every((e) => e.by === 'staff')).toBe(true);
    const cancel = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${o.id}/cancel`,
      payload: { reason: 'Too late', version: v },
    });
    expect(cancel.statusCode).toBe(409);
  });

  it('refuses moves the workflow does not allow', async () => {
    const o = await place();
    const skip = await move(o, 'delivered', o.version);
    expect(skip.statusCode).toBe(400);
    expect(skip.json().errors[0].field).toBe('status');
    const c = (await move(o, 'confirmed', o.version)).json();
    const p = (await move(o, 'preparing', c.version)).json();
    const wrongWay = await move(o, 'in_transit', p.version);
    expect(wrongWay.statusCode).toBe(400);
  });

  it('settles two staff moving one order at once: one wins, the other is told it changed', async () => {
    const o = await place();
    const results = await Promise.all([
      move(o, 'confirmed', o.version),
      move(o, 'confirmed', o.version),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('order_changed');
    const detail = (await admin().inject({ url: `${FNB_API.orders}/${o.id}` })).json() as FnbOrder;
    expect(detail.events.filter((e) => e.status === 'confirmed')).toHaveLength(1);
  });

  it('rejects with a reason the member sees, reversing the charge', async () => {
    const o = await place();
    const before = await balanceOf(o.memberId);
    const res = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${o.id}/reject`,
      payload: { reason: 'The tandoor is down tonight.', version: o.version },
    });
    expect(res.json()).toMatchObject({
      status: 'rejected',
      reason: 'The tandoor is down tonight.',
    });
    expect(await balanceOf(o.memberId)).toBe(before - o.total);
    const seen = (await as('member').inject({ url: `${FNB_API.memberOrders}/${o.id}` })).json();
    expect(seen.reason).toBe('The tandoor is down tonight.');
    const noReason = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${(await place()).id}/reject`,
      payload: { reason: '', version: 0 },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('removes an item while Ordered (credited back); removing the last cancels the order', async () => {
    const o = await place();
    const before = await balanceOf(o.memberId);
    const [paneer, chicken] = o.lines;
    const r1 = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${o.id}/lines/${paneer!.id}/remove`,
      payload: { version: o.version },
    });
    expect(r1.json()).toMatchObject({
      status: 'ordered',
      subtotal: 76100,
      tax: 3805,
      total: 79905,
    });
    expect(await balanceOf(o.memberId)).toBe(before - 33600);
    const stale = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${o.id}/lines/${chicken!.id}/remove`,
      payload: { version: o.version },
    });
    expect(stale.json().code).toBe('order_changed');
    const r2 = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${o.id}/lines/${chicken!.id}/remove`,
      payload: { version: r1.json().version },
    });
    expect(r2.json()).toMatchObject({ status: 'cancelled', total: 0 });
    expect(await balanceOf(o.memberId)).toBe(before - o.total);
  });

  it('cancels a confirmed order with a reason, reversing the charge once', async () => {
    const o = await place();
    const c = (await move(o, 'confirmed', o.version)).json();
    const before = await balanceOf(o.memberId);
    const res = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${o.id}/cancel`,
      payload: { reason: 'Member called to cancel.', version: c.version },
    });
    expect(res.json().status).toBe('cancelled');
    expect(await balanceOf(o.memberId)).toBe(before - o.total);
  });

  it('lists orders filtered by outlet, status, date, member and slot', async () => {
    const list = async (q: string) =>
      (await admin().inject({ url: `${FNB_API.orders}?${q}` })).json();
    const all = await list('outlet=restaurant&pageSize=100');
    expect(all.total).toBeGreaterThan(3);
    const open = await list('status=open&pageSize=100');
    expect(
      open.items.every((o: FnbOrder) => !['cancelled', 'rejected', 'delivered'].includes(o.status)),
    ).toBe(true);
    expect((await list('member=m1001')).total).toBe(all.total);
    expect((await list('date=2026-11-24&slot=15:00')).total).toBe(all.total);
    expect((await list('date=2026-11-25')).total).toBe(0);
    expect((await list('outlet=bar')).total).toBe(0);
    const bad = await admin().inject({ url: `${FNB_API.orders}?status=lost&slot=15:15` });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the staff routes to members (403) and answers 404 for unknown orders', async () => {
    expect((await as('member').inject({ url: FNB_API.orders })).statusCode).toBe(403);
    expect((await admin().inject({ url: `${FNB_API.orders}/999999` })).statusCode).toBe(404);
    expect((await move({ id: 999999 }, 'confirmed', 0)).statusCode).toBe(404);
  });
});

describe('a rush of orders', () => {
  it('lands 100 concurrent orders from 100 members with exact totals and gap-free invoice numbers', async () => {
    const db = t.app.ctx.db;
    const callers: Caller[] = [];
    for (let i = 0; i < 100; i++) {
      const code = `R${3000 + i}`;
      await createMember(db, { code, pin: '4321', creditLimit: 10_000_000 }, COST);
      callers.push(
        callerFrom(t, await memberSignIn(t, code, '4321', { 'x-forwarded-for': `10.9.${i}.1` })),
      );
    }
    await admin().inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/restaurant`,
      payload: { opensAt: '07:30', closesAt: '22:30', leadMinutes: 30, slotCapacity: 500 },
    });
    const orders = await Promise.all(callers.map((c) => place(c, { slot: '20:00' })));
    expect(orders.every((o) => o.total === 113505)).toBe(true);
    const rows = (
      await db.execute(
        sql`select invoice_seq as seq from fnb_orders where invoice_year = '2026-27' order by invoice_seq`,
      )
    ).rows as { seq: number }[];
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_r, i) => i + 1));
    const charged = (
      await db.execute(
        sql`select count(*)::int as n, sum(amount)::bigint as s from ledger_entries l join members m on m.id = l.member_id where m.code like 'R3%' and l.source = 'fnb_order'`,
      )
    ).rows[0] as { n: number; s: string };
    expect(charged.n).toBe(100);
    expect(Number(charged.s)).toBe(100 * 113505);
  }, 120_000);
});
