import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentWebhookEvents } from '../../db/schema/index.ts';
import {
  closeCheckout,
  ledgerFor,
  m1,
  m1Id,
  m2,
  paymentRow,
  payInSandbox,
  sandbox,
  startPayment,
  t,
  verify,
  webhook,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

describe('paying dues with the sandbox', () => {
  it('create order -> checkout -> verified return -> captured -> one ledger entry', async () => {
    const { payment, checkout } = await startPayment(m1, '500.00', 'Dues for March');
    expect(payment.status).toBe('created');
    expect(checkout.checkoutUrl).toBe(`/api/payments/sandbox/checkout/${checkout.orderId}`);

    const pageRes = await t.app.inject({ url: checkout.checkoutUrl });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('₹500.00');
    expect(pageRes.body).not.toMatch(/<script/i);
    // The form must post with its real Origin (the same-origin check refuses `null`).
    expect(pageRes.headers['referrer-policy']).toBe('same-origin');
    expect(String(pageRes.headers['content-security-policy'])).toContain("script-src 'self'");

    const paid = await payInSandbox(t.app, checkout.orderId);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/app\/member\/payments\?/);
    const res = await verify(m1, paid.query!);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'captured', amount: 50_000 });

    await sandbox().idle(); // payment.captured and order.paid webhooks arrive after the return
    const entries = await ledgerFor(payment.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'payment', amount: -50_000, memberId: m1Id });
    const row = await paymentRow(payment.id);
    // The return and the webhooks race: whichever came first settled it, once.
    expect(row).toMatchObject({ status: 'captured', attempts: 1 });
    expect(['return', 'webhook']).toContain(row.settledVia);
    const events = await t.app.ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paymentId, payment.id));
    expect(events).toHaveLength(2);
    expect(events.filter((e) => e.outcome === 'applied').length).toBe(
      row.settledVia === 'webhook' ? 1 : 0,
    );
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(payment.id))));
    expect(audits.map((a) => a.action)).toEqual(['payment.create', 'payment.capture']);

    const list = await m1.inject({ url: '/api/payments' });
    expect(list.json().items[0]).toMatchObject({ id: payment.id, status: 'captured' });
  });

  it('applies it once when the webhook arrives before the browser return', async () => {
    const { payment, checkout } = await startPayment(m1);
    const paid = await payInSandbox(t.app, checkout.orderId);
    await sandbox().idle();
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'captured',
      settledVia: 'webhook',
    });
    const res = await verify(m1, paid.query!);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.status).toBe('captured');
    expect(await ledgerFor(payment.id)).toHaveLength(1);
  });

  it('refuses a forged signature, changes nothing, and records the attempt', async () => {
    const { payment, checkout } = await startPayment(m1);
    sandbox().dropWebhooks = true;
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    const forged = { ...paid.query!, razorpay_signature: 'ab'.repeat(32) };
    const res = await verify(m1, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors[0].field).toBe('razorpay_signature');
    expect((await paymentRow(payment.id)).status).toBe('created');
    expect(await ledgerFor(payment.id)).toHaveLength(0);
    const [refused] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.signature_refused'),
          eq(auditLog.entityId, String(payment.id)),
        ),
      );
    expect(refused).toBeDefined();
    // Not a hex HMAC at all: refused by the schema.
    expect((await verify(m1, { ...paid.query!, razorpay_signature: 'nope' })).statusCode).toBe(400);
    // The genuine return still works afterwards (and settles it: the webhooks were lost).
    expect((await verify(m1, paid.query!)).json().payment.status).toBe('captured');
    expect(await paymentRow(payment.id)).toMatchObject({ settledVia: 'return' });
    expect(await ledgerFor(payment.id)).toHaveLength(1);
  });

  it('refuses a signature replayed against another order, and a replayed return changes nothing', async () => {
    const a = await startPayment(m1);
    const paidA = await payInSandbox(t.app, a.checkout.orderId);
    expect((await verify(m1, paidA.query!)).statusCode).toBe(200);
    const b = await startPayment(m1);
    const replayOnB = { ...paidA.query!, razorpay_order_id: b.checkout.orderId };
    const res = await verify(m1, replayOnB);
    expect(res.statusCode).toBe(400);
    expect((await paymentRow(b.payment.id)).status).toBe('created');
    for (let i = 0; i < 3; i++) {
      const again = await verify(m1, paidA.query!);
      expect(again.statusCode).toBe(200);
      expect(again.json().payment.status).toBe('captured');
    }
    await sandbox().idle();
    expect(await ledgerFor(a.payment.id)).toHaveLength(1);
    expect(await ledgerFor(b.payment.id)).toHaveLength(0);
  });

  it("refuses a payment for another member's order (404, nothing changes)", async () => {
    const { payment, checkout } = await startPayment(m1);
    sandbox().dropWebhooks = true;
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    const res = await verify(m2, paid.query!);
    expect(res.statusCode).toBe(404);
    const closed = await closeCheckout(m2, checkout.orderId);
    expect(closed.statusCode).toBe(404);
    expect((await paymentRow(payment.id)).status).toBe('created');
    const list = await m2.inject({ url: '/api/payments' });
    expect(list.json().items.map((p: { id: number }) => p.id)).not.toContain(payment.id);
  });

  it('records a declined card as failed, shows its reason, and a retry on the order can succeed', async () => {
    const { payment, checkout } = await startPayment(m1, '250.00', 'Declined then paid');
    const declined = await payInSandbox(t.app, checkout.orderId, '4000 0000 0000 0002');
    expect(declined.status).toBe(303);
    expect(declined.query).toMatchObject({
      checkout: 'failed',
      razorpay_order_id: checkout.orderId,
    });
    const closed = await closeCheckout(m1, checkout.orderId);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().payment).toMatchObject({
      status: 'failed',
      // The provider's words for the office; the code the member's screen translates.
      failureReason: 'Your payment has been declined by the bank.',
      failureReasonCode: 'declined',
    });
    await sandbox().idle(); // the payment.failed webhook changes nothing more
    expect(await ledgerFor(payment.id)).toHaveLength(0);

    const retry = await payInSandbox(t.app, checkout.orderId);
    expect((await verify(m1, retry.query!)).json().payment).toMatchObject({
      status: 'captured',
      attempts: 2,
      failureReason: null,
      failureReasonCode: null,
    });
    await sandbox().idle();
    expect(await ledgerFor(payment.id)).toHaveLength(1);
    // A late report of the earlier declined attempt never undoes the capture.
    const [first] = await t.app.payments.provider
      .fetchOrderPayments(checkout.orderId)
      .then((l) => l.filter((p) => p.status === 'failed'));
    const late = await webhook('payment.failed', first!.raw as Record<string, unknown>);
    expect(late.json().outcome).toBe('unchanged');
    expect((await paymentRow(payment.id)).status).toBe('captured');
  });

  it('records a closed checkout as cancelled', async () => {
    const { checkout } = await startPayment(m1);
    const res = await closeCheckout(m1, checkout.orderId);
    expect(res.json().payment).toMatchObject({
      status: 'failed',
      failureReason: 'The checkout was closed before paying.',
      failureReasonCode: 'cancelled',
    });
  });

  it('refuses cards that are not test cards, and bad expiry or CVV, on the checkout page', async () => {
    const { checkout } = await startPayment(m1);
    const other = await payInSandbox(t.app, checkout.orderId, '5555 5555 5555 4444');
    expect(other.status).toBe(400);
    expect(other.body).toContain('Use a sandbox test card');
    const expired = await payInSandbox(t.app, checkout.orderId, '4111 1111 1111 1111', '01/20');
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('This card has expired.');
    const cvc = await payInSandbox(t.app, checkout.orderId, '4111 1111 1111 1111', '12/39', '1');
    expect(cvc.status).toBe(400);
    expect((await t.app.payments.provider.fetchOrderPayments(checkout.orderId)).length).toBe(0);
    const missing = await t.app.inject({ url: '/api/payments/sandbox/checkout/order_nope' });
    expect(missing.statusCode).toBe(404);
  });
});
