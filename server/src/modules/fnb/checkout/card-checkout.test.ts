import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FNB_API,
  type CheckoutRequest,
  type CheckoutResponse,
  type FnbOrder,
} from '@club/contracts';
import { enqueue, MAX_ATTEMPTS } from '../../../jobs/outbox.ts';
import { providerId } from '../../../payments/signatures.ts';
import { createMember } from '../../../seed/factories.ts';
import { callerFrom, COST, memberSignIn, type Caller } from '../../../../test/fixtures.ts';
import { as, menu, t, useFnbApp } from '../../../../test/support/fnb.ts';
import { payInSandbox } from '../../../../test/support/payments.ts';
import { servedText } from '../../../../test/support/pdf-text.ts';

useFnbApp();

/*
 * Card payment of food orders (issue 9 items 4 and 7): the order waits for its payment, the
 * capture places it once, a checkout given up cancels it, and staff's and the member's
 * cancellations, rejections and removals refund the card through the outbox.
 */

const key = () => randomBytes(12).toString('hex');
const member = () => as('member');
const admin = () => as('admin');
const sandbox = () => t.app.payments.sandbox!;
const db = () => t.app.ctx.db;

/** Paneer Tikka x2 (320.00, 5 %) and Chicken Tikka x1 (380.50, 5 %): 1020.50 + 51.03 tax. */
const TOTAL = 107153;
const body = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
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

const checkout = (payload: CheckoutRequest, who: Caller = member()) =>
  who.inject({ method: 'POST', url: FNB_API.memberOrders, payload });

/** Starts a card checkout; answers the pending order and the provider's checkout. */
async function startCard(over: Partial<CheckoutRequest> = {}, who: Caller = member()) {
  const res = await checkout(body(over), who);
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json() as CheckoutResponse;
  return { order: answer.order, checkout: answer.checkout! };
}

const orderOf = async (id: number, who: Caller = member()) =>
  (await who.inject({ url: `${FNB_API.memberOrders}/${id}` })).json() as FnbOrder;

const staffOrderOf = async (id: number) =>
  (await admin().inject({ url: `${FNB_API.orders}/${id}` })).json() as FnbOrder;

const verify = (q: Record<string, string>, who: Caller = member()) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: {
      razorpay_order_id: q.razorpay_order_id,
      razorpay_payment_id: q.razorpay_payment_id,
      razorpay_signature: q.razorpay_signature,
    },
  });

const closeCheckout = (providerOrderId: string, who: Caller = member()) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/checkout-closed',
    payload: { razorpay_order_id: providerOrderId },
  });

/** A webhook signed as the sandbox signs it. */
function webhook(event: string, entity: Record<string, unknown>, eventId = providerId('evt')) {
  const raw = JSON.stringify({ entity: 'event', event, payload: { payment: { entity } } });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': sandbox().signWebhook(raw),
    },
    payload: raw,
  });
}

/** Pays in the sandbox with its webhooks lost: the browser's return is what settles it. */
async function payQuietly(providerOrderId: string, card?: string) {
  sandbox().dropWebhooks = true;
  try {
    return await payInSandbox(t.app, providerOrderId, card);
  } finally {
    sandbox().dropWebhooks = false;
  }
}

/** A captured card order (paid through the browser's return). */
async function paidOrder(over: Partial<CheckoutRequest> = {}, who: Caller = member()) {
  const { order, checkout: c } = await startCard(over, who);
  const paid = await payQuietly(c.orderId);
  expect((await verify(paid.query!, who)).statusCode).toBe(200);
  return orderOf(order.id, who);
}

type Entry = { kind: string; source_id: string; amount: number; tax: number };
/** The order's ledger entries (charge, payment, reversals, refunds), oldest first. */
const ledgerOf = async (orderId: number) =>
  (
    await db().execute(
      sql`select kind, source_id, amount::int as amount, tax_amount::int as tax from ledger_entries
          where source = 'fnb_order' and (source_id = ${String(orderId)} or source_id like ${`${orderId}:%`})
          order by id`,
    )
  ).rows as Entry[];
const entries = async (orderId: number) =>
  (await ledgerOf(orderId)).map((e) => [e.kind, e.amount] as [string, number]);

type Refund = { id: number; key: string; amount: number; status: string };
const refundsOf = async (orderId: number) =>
  (
    await db().execute(
      sql`select r.id, r.key, r.amount::int as amount, r.status from payment_refunds r
          join payments p on p.id = r.payment_id
          where p.purpose = 'fnb_order' and p.reference = ${String(orderId)} order by r.id`,
    )
  ).rows as Refund[];
const queuedRefunds = async (refundIds: number[]) =>
  (
    await db().execute(sql`select payload from outbox where topic = 'payment.refund_requested'`)
  ).rows.filter((r) =>
    refundIds.includes((r as { payload: { refundId: number } }).payload.refundId),
  ).length;
const paymentOf = async (orderId: number) =>
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
const counts = async () =>
  (
    await db().execute(
      sql`select (select count(*)::int from fnb_orders) as orders, (select count(*)::int from payments) as payments`,
    )
  ).rows[0] as { orders: number; payments: number };
/** The year's last invoice number and how many orders carry one: equal when gap-free. */
const invoicing = async () =>
  (
    await db().execute(
      sql`select (select last from fnb_invoice_counters where financial_year = '2026-27') as last,
                 (select count(*)::int from fnb_orders where invoice_year = '2026-27') as invoiced`,
    )
  ).rows[0] as { last: number; invoiced: number };

const setCapacity = (slotCapacity: number) =>
  admin().inject({
    method: 'PUT',
    url: `${FNB_API.outlets}/restaurant`,
    payload: { opensAt: '07:30', closesAt: '22:30', leadMinutes: 30, slotCapacity },
  });

describe('card checkout', () => {
  it('records the order waiting for its payment and answers the checkout to open, as dues do', async () => {
    const before = await counts();
    const payload = body({ notes: 'Extra chutney' });
    const res = await checkout(payload);
    expect(res.statusCode, res.body).toBe(201);
    const { order, checkout: c } = res.json() as CheckoutResponse;
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'card',
      invoiceNumber: null,
      total: TOTAL,
      payment: {
        status: 'created',
        amount: TOTAL,
        amountRefunded: 0,
        amountRefundPending: 0,
        failureReason: null,
      },
    });
    expect(order.events.map((e) => [e.status, e.by])).toEqual([['pending_payment', 'member']]);
    expect(c).toMatchObject({
      provider: 'sandbox',
      amount: TOTAL,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
      checkoutUrl: `/api/payments/sandbox/checkout/${c!.orderId}`,
      description: `Restaurant order #${order.id}`,
    });
    expect(c!.prefill.name).toBeTruthy();
    // Nothing on the ledger until the card pays.
    expect(await ledgerOf(order.id)).toEqual([]);

    const page = await t.app.inject({ url: c!.checkoutUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₹1,071.53');

    // A double click (the same key) answers the same order and the same checkout.
    const again = await checkout(payload);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(order.id);
    expect(again.json().checkout.orderId).toBe(c!.orderId);
    expect(await counts()).toEqual({
      orders: before.orders + 1,
      payments: before.payments + 1,
    });
    // The invoice waits for the payment too.
    const pdf = await member().inject({ url: `${FNB_API.memberOrders}/${order.id}/invoice.pdf` });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().detail).toMatch(/waiting for its payment/);
  });

  it('places the order once the card pays (browser return): invoice, charge and payment, the kitchen told', async () => {
    const heard: { orderId: number; status: string }[] = [];
    const stop = t.app.ctx.live.subscribe('fnb.order', (e) => heard.push(e));
    try {
      const { order, checkout: c } = await startCard();
      const paid = await payQuietly(c.orderId);
      expect(paid.status).toBe(303);
      // The sandbox sends the browser back to the order's page.
      expect(paid.location).toMatch(
        new RegExp(`^/app/member/foodordering/orders/detail/${order.id}\\?razorpay_order_id=`),
      );
      const res = await verify(paid.query!);
      expect(res.statusCode).toBe(200);
      expect(res.json().payment).toMatchObject({
        status: 'captured',
        amount: TOTAL,
        purpose: 'fnb_order',
      });

      const placed = await orderOf(order.id);
      expect(placed).toMatchObject({
        status: 'ordered',
        payment: { status: 'captured', amount: TOTAL, amountRefunded: 0 },
      });
      expect(placed.invoiceNumber).toMatch(/^FNB\/2026-27\/\d{6}$/);
      expect(placed.events.map((e) => [e.status, e.by])).toEqual([
        ['pending_payment', 'member'],
        ['ordered', 'system'],
      ]);
      expect(await ledgerOf(order.id)).toEqual([
        { kind: 'charge', source_id: String(order.id), amount: TOTAL, tax: 5103 },
        { kind: 'payment', source_id: String(order.id), amount: -TOTAL, tax: 0 },
      ]);
      const inv = await invoicing();
      expect(inv.last).toBe(inv.invoiced);
      // Its receipt names the order in the reader's language.
      const receipt = await member().inject({
        url: `/api/payments/${res.json().payment.id}/receipt.pdf?lang=de`,
      });
      expect(receipt.statusCode).toBe(200);
      expect(servedText(receipt.rawPayload)).toContain(`Restaurant-Bestellung #${order.id}`);

      // A replayed return changes nothing.
      expect((await verify(paid.query!)).statusCode).toBe(200);
      expect(await ledgerOf(order.id)).toHaveLength(2);
      expect(await invoicing()).toEqual(inv);

      // The kitchen's and the member's streams heard the order placed.
      for (
        let i = 0;
        i < 40 && !heard.some((e) => e.orderId === order.id && e.status === 'ordered');
        i++
      )
        await new Promise((r) => setTimeout(r, 25));
      expect(heard).toContainEqual(
        expect.objectContaining({ orderId: order.id, status: 'ordered' }),
      );
      const open = await admin().inject({ url: `${FNB_API.orders}?status=open&pageSize=100` });
      expect(open.json().items.map((o: FnbOrder) => o.id)).toContain(order.id);
    } finally {
      stop();
    }
  });

  it('places it when the webhook arrives first, and the return then changes nothing', async () => {
    const { order, checkout: c } = await startCard();
    const paid = await payInSandbox(t.app, c.orderId);
    await sandbox().idle(); // payment.captured and order.paid delivered
    expect(await paymentOf(order.id)).toMatchObject({ status: 'captured' });
    expect((await orderOf(order.id)).status).toBe('ordered');
    expect((await verify(paid.query!)).json().payment.status).toBe('captured');
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
    ]);
  });

  it('applies a return and webhooks arriving together once: one charge, one payment, one invoice number', async () => {
    const before = await invoicing();
    const { order, checkout: c } = await startCard();
    const paid = await payQuietly(c.orderId);
    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const entity = pp!.raw as Record<string, unknown>;
    const answers = await Promise.all([
      verify(paid.query!),
      webhook('payment.captured', entity),
      webhook('order.paid', entity),
      verify(paid.query!),
      webhook('payment.captured', entity),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const webhookOutcomes = [answers[1], answers[2], answers[4]].map((a) => a!.json().outcome);
    expect(webhookOutcomes.filter((o) => o === 'applied').length).toBeLessThanOrEqual(1);
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
    ]);
    const after = await invoicing();
    expect(after.last).toBe(before.last + 1);
    expect(after.invoiced).toBe(after.last);
  });

  it('a declined card, once the checkout is closed, cancels the order and frees its slot; nothing is posted', async () => {
    await setCapacity(1);
    try {
      const { order, checkout: c } = await startCard({ slot: '21:30' });
      // The pending order holds the slot.
      const full = await checkout(body({ slot: '21:30', paymentMethod: 'account' }));
      expect(full.statusCode).toBe(400);
      expect(full.json().errors[0]).toMatchObject({ field: 'slot' });

      const declined = await payInSandbox(t.app, c.orderId, '4000 0000 0000 0002');
      expect(declined.status).toBe(303);
      expect(declined.location).toContain(`/app/member/foodordering/orders/detail/${order.id}?`);
      expect(declined.query).toMatchObject({ checkout: 'failed' });
      await sandbox().idle(); // the payment.failed webhook: the member might still retry
      expect((await orderOf(order.id)).status).toBe('pending_payment');

      const closed = await closeCheckout(c.orderId);
      expect(closed.statusCode).toBe(200);
      expect(closed.json().payment).toMatchObject({
        status: 'failed',
        failureReason: 'Your payment has been declined by the bank.',
      });
      const cancelled = await orderOf(order.id);
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        invoiceNumber: null,
        reason: '@card_not_completed',
        payment: {
          status: 'failed',
          failureReason: 'Your payment has been declined by the bank.',
          failureReasonCode: 'declined',
        },
      });
      expect(cancelled.events.map((e) => e.status)).toEqual(['pending_payment', 'cancelled']);
      expect(await ledgerOf(order.id)).toEqual([]);
      // Closed again: nothing more happens.
      expect((await closeCheckout(c.orderId)).statusCode).toBe(200);
      expect((await orderOf(order.id)).events).toHaveLength(2);

      const slot = await member().inject({ url: `${FNB_API.slots}?outlet=restaurant` });
      expect(slot.json().slots.find((s: { time: string }) => s.time === '21:30')).toMatchObject({
        available: true,
      });
      const now = await checkout(body({ slot: '21:30', paymentMethod: 'account' }));
      expect(now.statusCode, now.body).toBe(201);
      await admin().inject({
        method: 'POST',
        url: `${FNB_API.orders}/${now.json().order.id}/cancel`,
        payload: { reason: 'Test slot freed', version: now.json().order.version },
      });
    } finally {
      await setCapacity(500);
    }
  });

  it('a checkout the member cancels, or never completes, cancels the order', async () => {
    const a = await startCard();
    const cancelLink = await t.app.inject({ url: a.checkout.checkoutUrl! });
    expect(cancelLink.body).toContain(
      `/app/member/foodordering/orders/detail/${a.order.id}?razorpay_order_id=${a.checkout.orderId}&amp;checkout=cancelled`,
    );
    expect((await closeCheckout(a.checkout.orderId)).json().payment).toMatchObject({
      status: 'failed',
      failureReason: 'The checkout was closed before paying.',
    });
    expect((await orderOf(a.order.id)).status).toBe('cancelled');

    const b = await startCard();
    await t.app.payments.reconcile({ graceSeconds: 0 });
    expect((await orderOf(b.order.id)).status).toBe('pending_payment'); // not yet abandoned
    await t.app.payments.reconcile({ graceSeconds: 0, abandonMinutes: 0 });
    expect(await paymentOf(b.order.id)).toMatchObject({
      status: 'failed',
      failure_code: 'abandoned',
    });
    expect(await orderOf(b.order.id)).toMatchObject({ status: 'cancelled' });
    expect(await ledgerOf(b.order.id)).toEqual([]);
  });

  it('a provider that cannot be reached: 502, the order cancelled and its slot freed, nothing charged', async () => {
    const provider = t.app.ctx.payments;
    const createOrder = provider.createOrder.bind(provider);
    provider.createOrder = () => Promise.reject(new Error('connect ECONNREFUSED'));
    let res;
    try {
      res = await checkout(body({ slot: '22:00' }));
    } finally {
      provider.createOrder = createOrder;
    }
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/Nothing was charged/);
    const [latest] = (await member().inject({ url: `${FNB_API.memberOrders}?pageSize=1` })).json()
      .items as FnbOrder[];
    expect(latest).toMatchObject({
      status: 'cancelled',
      paymentMethod: 'card',
      payment: { status: 'failed' },
    });
    expect(await paymentOf(latest!.id)).toMatchObject({ failure_code: 'provider_error' });
    expect(await ledgerOf(latest!.id)).toEqual([]);
  });

  it('reconciliation places an order whose return and webhooks were both lost', async () => {
    const { order, checkout: c } = await startCard();
    await payQuietly(c.orderId);
    expect((await orderOf(order.id)).status).toBe('pending_payment');
    const summary = await t.app.payments.reconcile({ graceSeconds: 0 });
    expect(summary.captured).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.id)).status).toBe('ordered');
    expect(await entries(order.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
    ]);
  });

  it('refunds in full a payment that arrives after its order was given up', async () => {
    const { order, checkout: c } = await startCard();
    await closeCheckout(c.orderId);
    expect((await orderOf(order.id)).status).toBe('cancelled');
    // The sandbox's page is still there: the member pays anyway.
    const paid = await payQuietly(c.orderId);
    expect((await verify(paid.query!)).json().payment.status).toBe('captured');
    expect((await orderOf(order.id)).status).toBe('cancelled');
    expect(await entries(order.id)).toEqual([['payment', -TOTAL]]);
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([
      expect.objectContaining({ key: 'unplaced', amount: TOTAL, status: 'requested' }),
    ]);
    await t.app.ctx.outbox.drain();
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded', refunded: TOTAL });
    expect(await entries(order.id)).toEqual([
      ['payment', -TOTAL],
      ['refund', TOTAL],
    ]);
  });
});

describe('card checkout refused', () => {
  it('refuses a forged or replayed signature and a webhook of another amount; the order keeps waiting', async () => {
    const a = await startCard();
    const paid = await payQuietly(a.checkout.orderId);
    const forged = await verify({ ...paid.query!, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].field).toBe('razorpay_signature');

    const b = await startCard();
    const replayed = await verify({ ...paid.query!, razorpay_order_id: b.checkout.orderId });
    expect(replayed.statusCode).toBe(400);

    const tampered = await webhook('payment.captured', {
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
    expect((await verify(paid.query!)).statusCode).toBe(200);
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
    expect((await verify(paid.query!)).statusCode).toBe(404);
    expect((await closeCheckout(c.orderId)).statusCode).toBe(404);
    expect(
      (await member().inject({ method: 'POST', url: `${FNB_API.memberOrders}/${order.id}/cancel` }))
        .statusCode,
    ).toBe(404);
    expect((await orderOf(order.id, other)).status).toBe('pending_payment');
    expect((await verify(paid.query!, other)).statusCode).toBe(200);
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

describe('refunds of card orders', () => {
  it('staff cancelling a card order reverse the charge and queue one refund of what it charged, delivered once', async () => {
    const order = await paidOrder();
    const res = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/cancel`,
      payload: { reason: 'The kitchen ran out of paneer', version: order.version },
    });
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
    const again = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/cancel`,
      payload: { reason: 'Once more', version: res.json().version },
    });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a refund the provider refuses shows as retrying, then given up; staff send it again and it is issued once', async () => {
    const order = await paidOrder();
    const cancelled = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/cancel`,
      payload: { reason: 'Closed for a private function', version: order.version },
    });
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
    const res = await admin().inject({
      method: 'POST',
      url: `${FNB_API.orders}/${order.id}/reject`,
      payload: { reason: 'The tandoor is being serviced', version: order.version },
    });
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
