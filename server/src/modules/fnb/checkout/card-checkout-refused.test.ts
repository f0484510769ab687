import { describe, expect, it } from 'vitest';
import { FNB_API } from '@club/contracts';
import { providerId } from '../../../payments/signatures.ts';
import { createMember } from '../../../seed/factories.ts';
import { callerFrom, COST, memberSignIn } from '../../../../test/fixtures.ts';
import {
  as,
  body,
  checkout,
  counts,
  ledgerOf,
  menu,
  orderOf,
  payQuietly,
  startCard,
  t,
  useFnbApp,
} from '../../../../test/support/fnb.ts';
import { closeCheckout, signedWebhook, verify } from '../../../../test/support/payments.ts';

useFnbApp();

/*
 * Card payment of food orders (issue 9 items 4 and 7): the order waits for its payment, the
 * capture places it once, a checkout given up cancels it, and staff's and the member's
 * cancellations, rejections and removals refund the card through the outbox.
 * This file: what the checkout refuses. The shared checkout helpers are in test/support/fnb.ts.
 */

const member = () => as('member');
const db = () => t.app.ctx.db;

describe('card checkout refused', () => {
  it('refuses a forged or replayed signature and a webhook of another amount; the order keeps waiting', async () => {
    const a = await startCard();
    const paid = await payQuietly(a.checkout.orderId);
    const forged = await verify(member(), { ...paid.query!, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].field).toBe('razorpay_signature');

    const b = await startCard();
    const replayed = await verify(member(), {
      ...paid.query!,
      razorpay_order_id: b.checkout.orderId,
    });
    expect(replayed.statusCode).toBe(400);

    const tampered = await signedWebhook(t.app, 'payment.captured', {
      id: providerId('pay'),
      order_id: b.checkout.orderId,
      amount: 100,
      currency: 'INR',
      status: 'captured',
    });
    expect(tampered.json().outcome).toBe('ignored');
    for (const o of [a.order, b.order]) {
      expect((await orderOf(o.id)).status).toBe('pending_payment');
      expect(await ledgerOf(o.id)).toEqual([]);
    }
    // A tampered total at checkout is refused before anything is written.
    const before = await counts();
    const cheap = await checkout(body({ expectedTotal: 100 }));
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().code).toBe('cart_changed');
    const cheaper = await checkout(
      body({ lines: [{ itemId: menu.paneerTikka, quantity: 2, price: 100 }], expectedTotal: 210 }),
    );
    expect(cheaper.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    // The genuine return still places the first.
    expect((await verify(member(), paid.query!)).statusCode).toBe(200);
    expect((await orderOf(a.order.id)).status).toBe('ordered');
  });

  it("answers 404 for another member's order and its payment", async () => {
    await createMember(db(), { code: 'C3001', pin: '4682', creditLimit: 5_000_000 }, COST);
    const other = callerFrom(t, await memberSignIn(t, 'C3001', '4682'));
    const { order, checkout: c } = await startCard({}, other);
    const paid = await payQuietly(c.orderId);
    expect((await member().inject({ url: `${FNB_API.memberOrders}/${order.id}` })).statusCode).toBe(
      404,
    );
    expect((await verify(member(), paid.query!)).statusCode).toBe(404);
    expect((await closeCheckout(member(), c.orderId)).statusCode).toBe(404);
    expect(
      (await member().inject({ method: 'POST', url: `${FNB_API.memberOrders}/${order.id}/cancel` }))
        .statusCode,
    ).toBe(404);
    expect((await orderOf(order.id, other)).status).toBe('pending_payment');
    expect((await verify(other, paid.query!)).statusCode).toBe(200);
    expect((await orderOf(order.id, other)).status).toBe('ordered');
  });

  it('refuses a Suspended member, naming the field, and writes nothing', async () => {
    await createMember(
      db(),
      { code: 'C3002', pin: '2468', status: 'Suspended', creditLimit: 5_000_000 },
      COST,
    );
    const suspended = callerFrom(t, await memberSignIn(t, 'C3002', '2468'));
    const before = await counts();
    const res = await checkout(body(), suspended);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[0]).toMatchObject({ field: 'paymentMethod' });
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown payment method, naming the field', async () => {
    const res = await checkout(body({ paymentMethod: 'cash' as 'card' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('paymentMethod');
  });

  it('a card order does not count against the credit limit', async () => {
    await createMember(db(), { code: 'C3003', pin: '1357', creditLimit: 100 }, COST);
    const low = callerFrom(t, await memberSignIn(t, 'C3003', '1357'));
    expect((await checkout(body({ paymentMethod: 'account' }), low)).statusCode).toBe(400);
    expect((await checkout(body(), low)).statusCode).toBe(201);
  });
});
