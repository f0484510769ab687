import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FNB_API, type CheckoutRequest, type FnbOrder } from '@club/contracts';
import { createMember } from '../../../seed/factories.ts';
import { callerFrom, COST, memberSignIn } from '../../../../test/fixtures.ts';
import {
  as,
  at,
  body as cardBody,
  checkout,
  menu,
  t,
  useFnbApp,
} from '../../../../test/support/fnb.ts';

useFnbApp();

const member = () => as('member');

/** Paneer Tikka x2 and Chicken Tikka x1 (test/support/fnb.ts), on the member's account. */
const body = (over: Partial<CheckoutRequest> = {}) =>
  cardBody({ paymentMethod: 'account', ...over });

const ledger = async (memberId: number) =>
  (
    await t.app.ctx.db.execute(
      sql`select kind, source, source_id, amount::int as amount, tax_amount::int as tax from ledger_entries where member_id = ${memberId} and source = 'fnb_order' order by id`,
    )
  ).rows as { kind: string; source_id: string; amount: number; tax: number }[];

const orderCount = async () =>
  Number(
    (
      (await t.app.ctx.db.execute(sql`select count(*)::int as n from fnb_orders`)).rows[0] as {
        n: number;
      }
    ).n,
  );

describe('checkout on account', () => {
  it('places the order priced by the server, with its invoice number, history and ledger charge', async () => {
    const res = await checkout(body({ notes: 'Less spicy, please' }));
    expect(res.statusCode).toBe(201);
    const order = res.json().order as FnbOrder;
    expect(order).toMatchObject({
      status: 'ordered',
      subtotal: 102050,
      tax: 5103,
      cgst: 2551,
      sgst: 2552,
      total: 107153,
      fulfilment: 'collection',
      paymentMethod: 'account',
      notes: 'Less spicy, please',
      memberCode: 'M1001',
    });
    expect(order.invoiceNumber).toMatch(/^FNB\/2026-27\/\d{6}$/);
    expect(order.slotAt).toBe('2026-11-24T08:30:00.000Z');
    expect(order.lines.map((l) => [l.name, l.quantity, l.amount, l.tax])).toEqual([
      ['Paneer Tikka', 2, 64000, 3200],
      ['Chicken Tikka', 1, 38050, 1903],
    ]);
    expect(order.events).toEqual([expect.objectContaining({ status: 'ordered', by: 'member' })]);
    const entries = await ledger(order.memberId);
    expect(entries.at(-1)).toMatchObject({
      kind: 'charge',
      source_id: String(order.id),
      amount: 107153,
      tax: 5103,
    });

    const mine = await member().inject({ url: FNB_API.memberOrders });
    expect(mine.json().items[0]).toMatchObject({ id: order.id, itemCount: 3, total: 107153 });
    const detail = await member().inject({ url: `${FNB_API.memberOrders}/${order.id}` });
    expect(detail.json().lines).toHaveLength(2);
  });

  it('places one order for one idempotency key, also from two tabs at once', async () => {
    const before = await orderCount();
    const payload = body();
    const [a, b] = await Promise.all([checkout(payload), checkout(payload)]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().order.id).toBe(b!.json().order.id);
    const again = await checkout(payload);
    expect(again.json().order.id).toBe(a!.json().order.id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a stale cart naming each change, and a tampered total, writing nothing', async () => {
    const before = await orderCount();
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.chickenTikka}/sold-out`,
      payload: { soldOut: true },
    });
    const stale = await checkout(
      body({
        lines: [
          { itemId: menu.paneerTikka, quantity: 2, price: 30000 },
          { itemId: menu.chickenTikka, quantity: 1, price: 38050 },
          { itemId: 999999, quantity: 1, price: 100 },
          { itemId: menu.kingfisher, quantity: 1, price: 25000 },
        ],
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('cart_changed');
    expect(stale.json().changes).toEqual([
      expect.objectContaining({
        itemId: menu.paneerTikka,
        change: 'price',
        was: 30000,
        now: 32000,
      }),
      expect.objectContaining({ itemId: menu.chickenTikka, change: 'soldOut' }),
      expect.objectContaining({ itemId: 999999, change: 'gone' }),
      expect.objectContaining({ itemId: menu.kingfisher, change: 'outlet' }),
    ]);
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.items}/${menu.chickenTikka}/sold-out`,
      payload: { soldOut: false },
    });
    const tampered = await checkout(body({ expectedTotal: 100 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().code).toBe('cart_changed');
    const breakfast = await checkout(
      body({
        lines: [{ itemId: menu.masalaDosa, quantity: 1, price: 18000 }],
        expectedTotal: 18900,
      }),
    );
    expect(breakfast.json().changes).toEqual([
      expect.objectContaining({ itemId: menu.masalaDosa, change: 'outsideHours' }),
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses bad quantities, slots and missing terms, naming the field', async () => {
    const before = await orderCount();
    const cases: [Partial<CheckoutRequest>, string][] = [
      [{ lines: [{ itemId: menu.paneerTikka, quantity: 0, price: 32000 }] }, 'lines.0.quantity'],
      [{ lines: [{ itemId: menu.paneerTikka, quantity: -1, price: 32000 }] }, 'lines.0.quantity'],
      [{ lines: [{ itemId: menu.paneerTikka, quantity: 1.5, price: 32000 }] }, 'lines.0.quantity'],
      [{ lines: [{ itemId: menu.paneerTikka, quantity: 100, price: 32000 }] }, 'lines.0.quantity'],
      [{ lines: [] }, 'lines'],
      [{ slot: '13:00' }, 'slot'],
      [{ slot: '13:15' }, 'slot'],
      [{ slot: '23:00' }, 'slot'],
      [{ slot: '07:00' }, 'slot'],
      [{ termsAccepted: false as true }, 'termsAccepted'],
      [{ fulfilment: 'club_delivery' }, 'addressId'],
      [{ fulfilment: 'club_delivery', addressId: 999999 }, 'addressId'],
      [{ paymentMethod: 'cash' as 'account' }, 'paymentMethod'],
    ];
    for (const [over, field] of cases) {
      const res = await checkout(body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(over),
      ).toContain(field);
    }
    expect(await orderCount()).toBe(before);
  });

  it('delivers to a saved address, keeping the address text on the order', async () => {
    const saved = await member().inject({
      method: 'POST',
      url: FNB_API.addresses,
      payload: {
        label: 'Home',
        line1: '12 Park Street',
        city: 'Kolkata',
        pincode: '700016',
        phone: '+91 98300 00000',
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().isDefault).toBe(true);
    const res = await checkout(body({ fulfilment: 'club_delivery', addressId: saved.json().id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.deliveryAddress).toBe(
      '12 Park Street, Kolkata 700016, +91 98300 00000',
    );
    const used = await member().inject({
      method: 'DELETE',
      url: `${FNB_API.addresses}/${saved.json().id}`,
    });
    expect(used.statusCode).toBe(409);
  });

  it("offers today's slots: past and full ones are not offered", async () => {
    const res = await member().inject({ url: `${FNB_API.slots}?outlet=restaurant` });
    const slots = res.json().slots as { time: string; available: boolean; reason: string | null }[];
    expect(slots[0]).toEqual({ time: '07:30', available: false, reason: 'past' });
    expect(slots.find((s) => s.time === '13:30')).toMatchObject({
      available: false,
      reason: 'past',
    });
    expect(slots.find((s) => s.time === '14:00')).toMatchObject({ available: true });
    expect(slots.at(-1)).toMatchObject({ time: '22:30', available: true });

    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/restaurant`,
      payload: { opensAt: '07:30', closesAt: '22:30', leadMinutes: 30, slotCapacity: 1 },
    });
    const first = await checkout(body({ slot: '21:00' }));
    expect(first.statusCode).toBe(201);
    const full = await checkout(body({ slot: '21:00' }));
    expect(full.statusCode).toBe(400);
    expect(full.json().errors[0]).toMatchObject({ field: 'slot' });
    const after = await member().inject({ url: `${FNB_API.slots}?outlet=restaurant` });
    expect(after.json().slots.find((s: { time: string }) => s.time === '21:00')).toMatchObject({
      available: false,
      reason: 'full',
    });
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.outlets}/restaurant`,
      payload: { opensAt: '07:30', closesAt: '22:30', leadMinutes: 30, slotCapacity: 500 },
    });
  });

  it('refuses a Suspended member and an order past the credit limit', async () => {
    const db = t.app.ctx.db;
    await createMember(
      db,
      { code: 'S2001', pin: '2468', status: 'Suspended', creditLimit: 5_000_000 },
      COST,
    );
    const suspended = callerFrom(t, await memberSignIn(t, 'S2001', '2468'));
    const refused = await checkout(body(), suspended);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('paymentMethod');

    await createMember(db, { code: 'L2002', pin: '1357', creditLimit: 150_000 }, COST);
    const low = callerFrom(t, await memberSignIn(t, 'L2002', '1357'));
    expect((await checkout(body(), low)).statusCode).toBe(201);
    const over = await checkout(body(), low);
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toMatch(/credit limit of ₹1,500\.00/);
  });

  it("answers 404 for another member's order, and for unknown ones", async () => {
    const db = t.app.ctx.db;
    await createMember(db, { code: 'O2003', pin: '9753', creditLimit: 5_000_000 }, COST);
    const other = callerFrom(t, await memberSignIn(t, 'O2003', '9753'));
    const placed = (await checkout(body(), other)).json().order as FnbOrder;
    expect(
      (await member().inject({ url: `${FNB_API.memberOrders}/${placed.id}` })).statusCode,
    ).toBe(404);
    const cancel = await member().inject({
      method: 'POST',
      url: `${FNB_API.memberOrders}/${placed.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await member().inject({ url: `${FNB_API.memberOrders}/999999` })).statusCode).toBe(404);
  });

  it('serves the invoice as a PDF to the member and to staff, never to another member', async () => {
    const order = (await checkout(body())).json().order as FnbOrder;
    const url = `${FNB_API.memberOrders}/${order.id}/invoice.pdf`;
    const res = await member().inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.invoiceNumber!.replace(/\//g, '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['cache-control']).toContain('no-store');
    // In the reader's language; another language is refused, naming the field.
    expect((await member().inject({ url: `${url}?lang=de` })).statusCode).toBe(200);
    const fr = await member().inject({ url: `${url}?lang=fr` });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().errors[0].field).toBe('lang');
    const staff = await as('admin').inject({
      url: `${FNB_API.orders}/${order.id}/invoice.pdf?lang=es`,
    });
    expect(staff.statusCode).toBe(200);
    const db = t.app.ctx.db;
    await createMember(db, { code: 'P2004', pin: '8642', creditLimit: 5_000_000 }, COST);
    const other = callerFrom(t, await memberSignIn(t, 'P2004', '8642'));
    expect((await other.inject({ url })).statusCode).toBe(404);
    expect(
      (await as('editor').inject({ url: `${FNB_API.orders}/${order.id}/invoice.pdf` })).statusCode,
    ).toBe(403);
  });

  it('lets the member cancel while Ordered (the charge is reversed), not after the kitchen took it', async () => {
    const order = (await checkout(body())).json().order as FnbOrder;
    const cancelled = await member().inject({
      method: 'POST',
      url: `${FNB_API.memberOrders}/${order.id}/cancel`,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const entries = (await ledger(order.memberId)).filter((e) =>
      e.source_id.startsWith(`${order.id}`),
    );
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['charge', 107153],
      ['credit', -107153],
    ]);
    const next = (await checkout(body())).json().order as FnbOrder;
    await as('admin').inject({
      method: 'PUT',
      url: `${FNB_API.orders}/${next.id}/status`,
      payload: { status: 'confirmed', version: next.version },
    });
    const late = await member().inject({
      method: 'POST',
      url: `${FNB_API.memberOrders}/${next.id}/cancel`,
    });
    expect(late.statusCode).toBe(409);
  });

  it('an admin acting for the member places the order for them (recorded as the office)', async () => {
    await as('admin').inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1001' },
    });
    const res = await checkout(body(), as('admin'));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.events[0]).toMatchObject({
      by: 'staff',
      note: '@placed_by_office',
    });
    // Its one audit entry (written by fnb_take_slot with the number): the admin, for the member.
    const order = res.json().order as FnbOrder;
    const audits = (
      await t.app.ctx.db.execute(
        sql`select actor_staff_id, actor_member_id, acted_for_member_id, after from audit_log
            where action = 'fnb.order.place' and entity_id = ${String(order.id)}`,
      )
    ).rows;
    expect(audits).toEqual([
      {
        actor_staff_id: as('admin').id,
        actor_member_id: null,
        acted_for_member_id: member().id,
        after: { invoice: order.invoiceNumber, total: order.total, lines: 2 },
      },
    ]);
    await as('admin').inject({ method: 'DELETE', url: '/api/auth/act-as' });
    at('13:05');
  });
});
