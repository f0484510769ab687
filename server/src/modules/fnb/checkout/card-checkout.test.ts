import { describe, expect, it } from 'vitest';
import { FNB_API, type CheckoutResponse, type FnbOrder } from '@club/contracts';
import {
  as,
  body,
  checkout,
  counts,
  entries,
  invoicing,
  ledgerOf,
  orderOf,
  paymentOf,
  payQuietly,
  refundsOf,
  sandbox,
  setCapacity,
  staffStep,
  startCard,
  t,
  TOTAL,
  useFnbApp,
} from '../../../../test/support/fnb.ts';
import {
  closeCheckout,
  payInSandbox,
  signedWebhook,
  verify,
} from '../../../../test/support/payments.ts';
import { servedText } from '../../../../test/support/pdf-text.ts';

useFnbApp();

/*
 * Card payment of food orders (issue 9 items 4 and 7): the order waits for its payment, the
 * capture places it once, a checkout given up cancels it, and staff's and the member's
 * cancellations, rejections and removals refund the card through the outbox.
 * This file: the checkout and how its payment settles it. The shared checkout helpers are in test/support/fnb.ts.
 */

const member = () => as('member');
const admin = () => as('admin');

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
      const res = await verify(member(), paid.query!);
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
      expect((await verify(member(), paid.query!)).statusCode).toBe(200);
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
    expect((await verify(member(), paid.query!)).json().payment.status).toBe('captured');
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
      verify(member(), paid.query!),
      signedWebhook(t.app, 'payment.captured', entity),
      signedWebhook(t.app, 'order.paid', entity),
      verify(member(), paid.query!),
      signedWebhook(t.app, 'payment.captured', entity),
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

      const closed = await closeCheckout(member(), c.orderId);
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
      expect((await closeCheckout(member(), c.orderId)).statusCode).toBe(200);
      expect((await orderOf(order.id)).events).toHaveLength(2);

      const slot = await member().inject({ url: `${FNB_API.slots}?outlet=restaurant` });
      expect(slot.json().slots.find((s: { time: string }) => s.time === '21:30')).toMatchObject({
        available: true,
      });
      const now = await checkout(body({ slot: '21:30', paymentMethod: 'account' }));
      expect(now.statusCode, now.body).toBe(201);
      await staffStep(now.json().order.id, 'cancel', 'Test slot freed', now.json().order.version);
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
    expect((await closeCheckout(member(), a.checkout.orderId)).json().payment).toMatchObject({
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
    await closeCheckout(member(), c.orderId);
    expect((await orderOf(order.id)).status).toBe('cancelled');
    // The sandbox's page is still there: the member pays anyway.
    const paid = await payQuietly(c.orderId);
    expect((await verify(member(), paid.query!)).json().payment.status).toBe('captured');
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
