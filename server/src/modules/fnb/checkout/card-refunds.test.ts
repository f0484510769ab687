import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FNB_API, type FnbOrder } from '@club/contracts';
import { enqueue, MAX_ATTEMPTS } from '../../../jobs/outbox.ts';
import {
  as,
  body,
  checkout,
  entries,
  ledgerOf,
  orderOf,
  paidOrder,
  paymentOf,
  queuedRefunds,
  refundsOf,
  staffOrderOf,
  staffStep,
  t,
  TOTAL,
  useFnbApp,
} from '../../../../test/support/fnb.ts';

useFnbApp();

/*
 * Card payment of food orders (issue 9 items 4 and 7): the order waits for its payment, the
 * capture places it once, a checkout given up cancels it, and staff's and the member's
 * cancellations, rejections and removals refund the card through the outbox.
 * This file: the refunds of card orders. The shared checkout helpers are in test/support/fnb.ts.
 */

const member = () => as('member');
const admin = () => as('admin');
const db = () => t.app.ctx.db;

describe('refunds of card orders', () => {
  it('staff cancelling a card order reverse the charge and queue one refund of what it charged, delivered once', async () => {
    const order = await paidOrder();
    const res = await staffStep(order.id, 'cancel', 'The kitchen ran out of paneer', order.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
      ['credit', -TOTAL],
    ]);
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([
      expect.objectContaining({ key: 'cancelled', amount: TOTAL, status: 'requested' }),
    ]);
    expect(await queuedRefunds(refunds.map((r) => r.id))).toBe(1);
    expect((await orderOf(order.id)).payment).toMatchObject({
      status: 'captured',
      amountRefunded: 0,
      amountRefundPending: TOTAL,
    });

    // A crash after the provider refunded and before the portal recorded it: the retried
    // delivery finds the refund by its receipt instead of refunding again.
    const pay = await paymentOf(order.id);
    await t.app.payments.provider.refund({
      paymentId: pay.provider_payment_id!,
      amount: TOTAL,
      receipt: `refund-${refunds[0]!.id}`,
    });
    await t.app.ctx.outbox.drain();
    // And a duplicate delivery of the job changes nothing either.
    await enqueue(db(), 'payment.refund_requested', { refundId: refunds[0]!.id });
    await t.app.ctx.outbox.drain();

    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ key: 'cancelled', amount: TOTAL, status: 'issued' }),
    ]);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refunded: TOTAL });
    const atProvider = (
      await db().execute(
        sql`select count(*)::int as n, sum(amount)::int as total from sandbox_refunds where payment_id = ${pay.provider_payment_id}`,
      )
    ).rows[0];
    expect(atProvider).toEqual({ n: 1, total: TOTAL });
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
      ['credit', -TOTAL],
      ['refund', TOTAL],
    ]);
    expect((await orderOf(order.id)).payment).toMatchObject({
      status: 'refunded',
      amountRefunded: TOTAL,
      amountRefundPending: 0,
    });
    // Cancelling again is refused and refunds nothing more.
    const again = await staffStep(order.id, 'cancel', 'Once more', res.json().version);
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a refund the provider refuses shows as retrying, then given up; staff send it again and it is issued once', async () => {
    const order = await paidOrder();
    const cancelled = await staffStep(
      order.id,
      'cancel',
      'Closed for a private function',
      order.version,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await refundsOf(order.id);
    const job = sql`topic = 'payment.refund_requested' and (payload->>'refundId')::int = ${refund!.id}`;
    const provider = t.app.ctx.payments;
    const realRefund = provider.refund.bind(provider);
    provider.refund = () => Promise.reject(new Error('sandbox: refunds are switched off'));
    try {
      await t.app.ctx.outbox.drain();
      expect((await staffOrderOf(order.id)).payment).toMatchObject({
        amountRefunded: 0,
        amountRefundPending: TOTAL,
        refundTrouble: 'retrying',
      });
      // Nothing to send again while the outbox still tries by itself.
      const early = await admin().inject({
        method: 'POST',
        url: `${FNB_API.orders}/${order.id}/retry-refund`,
      });
      expect(early.statusCode).toBe(409);
      expect(early.headers['content-type']).toContain('application/problem+json');
      // The last attempt fails too: the outbox gives up.
      await db().execute(
        sql`update outbox set attempts = ${MAX_ATTEMPTS - 1}, available_at = now() where ${job}`,
      );
      await t.app.ctx.outbox.drain();
      expect((await staffOrderOf(order.id)).payment).toMatchObject({
        amountRefundPending: TOTAL,
        refundTrouble: 'given_up',
      });
    } finally {
      provider.refund = realRefund;
    }
    // A member cannot send it again; another order's id or a bad one changes nothing.
    const byMember = await member().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/retry-refund`,
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (await admin().inject({ method: 'POST', url: `${FNB_API.orders}/99999999/retry-refund` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin().inject({ method: 'POST', url: `${FNB_API.orders}/x/retry-refund` }))
        .statusCode,
    ).toBe(400);

    const retried = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/retry-refund`,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().payment).toMatchObject({
      refundTrouble: null,
      amountRefundPending: TOTAL,
    });
    await t.app.ctx.outbox.drain();
    expect((await staffOrderOf(order.id)).payment).toMatchObject({
      status: 'refunded',
      amountRefunded: TOTAL,
      amountRefundPending: 0,
      refundTrouble: null,
    });
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ key: 'cancelled', amount: TOTAL, status: 'issued' }),
    ]);
    // Once issued, there is nothing to send again.
    const again = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/retry-refund`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting a card order refunds it', async () => {
    const order = await paidOrder();
    const res = await staffStep(order.id, 'reject', 'The tandoor is being serviced', order.version);
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ key: 'rejected', amount: TOTAL }),
    ]);
    await t.app.ctx.outbox.drain();
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
      ['credit', -TOTAL],
      ['refund', TOTAL],
    ]);
  });

  it("removing an item refunds that item's amount; removing the last cancels without refunding twice", async () => {
    const order = await paidOrder();
    const [paneer, chicken] = order.lines;
    const first = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/lines/${paneer!.id}/remove`,
      payload: { version: order.version },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ key: `line:${paneer!.id}`, amount: 64000 + 3200 }),
    ]);
    await t.app.ctx.outbox.drain();
    expect(await paymentOf(order.id)).toMatchObject({ status: 'captured', refunded: 67200 });

    const last = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/lines/${chicken!.id}/remove`,
      payload: { version: first.json().version },
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().status).toBe('cancelled');
    await t.app.ctx.outbox.drain();
    const refunds = await refundsOf(order.id);
    expect(refunds.map((r) => [r.key, r.amount, r.status])).toEqual([
      [`line:${paneer!.id}`, 67200, 'issued'],
      [`line:${chicken!.id}`, 38050 + 1903, 'issued'],
    ]);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(TOTAL);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refunded: TOTAL });
    const ledger = await ledgerOf(order.id);
    expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(ledger.filter((e) => e.kind === 'refund').map((e) => e.amount)).toEqual([67200, 39953]);
  });

  it('a member cancelling their own Ordered card order gets the same reversal and refund', async () => {
    const order = await paidOrder();
    const res = await member().inject({
      method: 'POST',
      url: `${FNB_API.memberOrders}/${order.id}/cancel`,
    });
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      payment: { amountRefundPending: TOTAL },
    });
    await t.app.ctx.outbox.drain();
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
      ['credit', -TOTAL],
      ['refund', TOTAL],
    ]);
    const mine = await member().inject({ url: `${FNB_API.memberOrders}?pageSize=50` });
    expect(mine.json().items.find((o: FnbOrder) => o.id === order.id)).toMatchObject({
      payment: { status: 'refunded', amountRefunded: TOTAL },
    });
  });

  it('an order on account refunds nothing and shows no card payment', async () => {
    const res = await checkout(body({ paymentMethod: 'account' }));
    const order = res.json().order as FnbOrder;
    expect(order.payment).toBeNull();
    await member().inject({ method: 'POST', url: `${FNB_API.memberOrders}/${order.id}/cancel` });
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['credit', -TOTAL],
    ]);
  });

  it("links every entry of a card order on the member's statement to the order's page", async () => {
    const order = await paidOrder();
    await member().inject({ method: 'POST', url: `${FNB_API.memberOrders}/${order.id}/cancel` });
    await t.app.ctx.outbox.drain();
    const month = (
      (await db().execute(sql`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM') as m`))
        .rows[0] as { m: string }
    ).m;
    const statement = (await member().inject({ url: `/api/member/statements/${month}` })).json();
    const mine = statement.entries.filter(
      (e: { source: string; sourceId: string }) =>
        e.source === 'fnb_order' && e.sourceId.split(':')[0] === String(order.id),
    );
    expect(mine.map((e: { kind: string }) => e.kind)).toEqual([
      'charge',
      'payment',
      'credit',
      'refund',
    ]);
    for (const e of mine) {
      expect(e).toMatchObject({
        link: `/member/foodordering/orders/detail/${order.id}`,
        reference: `Order #${order.id}`,
      });
    }
    const invoice = (
      (await db().execute(sql`select invoice_number from fnb_orders where id = ${order.id}`))
        .rows[0] as { invoice_number: string }
    ).invoice_number;
    expect(mine.map((e: { description: string }) => e.description)).toEqual([
      `Restaurant order ${invoice}`,
      `Card payment: Restaurant order ${invoice}`,
      `Cancelled order ${invoice}`,
      `Card refund: order ${invoice}`,
    ]);

    // A German reader reads the same entries in German, references too.
    const de = (await member().inject({ url: `/api/member/statements/${month}?lang=de` })).json();
    const theirs = de.entries.filter(
      (e: { source: string; sourceId: string }) =>
        e.source === 'fnb_order' && e.sourceId.split(':')[0] === String(order.id),
    );
    expect(theirs.map((e: { description: string }) => e.description)).toEqual([
      `Restaurant-Bestellung ${invoice}`,
      `Kartenzahlung: Restaurant-Bestellung ${invoice}`,
      `Stornierte Bestellung ${invoice}`,
      `Kartenerstattung: Bestellung ${invoice}`,
    ]);
    for (const e of theirs) expect(e.reference).toBe(`Bestellung #${order.id}`);
    const es = (await member().inject({ url: `/api/member/statements/${month}?lang=es` })).json();
    expect(es.entries.map((e: { description: string }) => e.description)).toContain(
      `Pago con tarjeta: pedido de Restaurante ${invoice}`,
    );

    // The card payment itself reads in the reader's language too: the list, and its receipt.
    const payment = (lang: string) =>
      member()
        .inject({ url: `/api/payments?lang=${lang}&pageSize=100` })
        .then((r) => r.json().items.find((p: { purpose: string }) => p.purpose === 'fnb_order'));
    expect((await payment('en')).description).toBe(`Restaurant order #${order.id}`);
    expect((await payment('de')).description).toBe(`Restaurant-Bestellung #${order.id}`);
    expect((await payment('es')).description).toBe(`Pedido de Restaurante #${order.id}`);
    const bad = await member().inject({ url: '/api/payments?lang=fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('lang');
  });
});
