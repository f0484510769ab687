import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../db/schema/index.ts';
import { providerId } from '../../payments/signatures.ts';
import {
  ledgerFor,
  m1,
  paymentRow,
  payInSandbox,
  sandbox,
  startPayment,
  t,
  webhook,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

describe('webhooks', () => {
  it('refuses a bad or missing signature (400) and records nothing', async () => {
    const { payment, checkout } = await startPayment(m1);
    sandbox().dropWebhooks = true;
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const entity = pp!.raw as Record<string, unknown>;
    const eventId = providerId('evt');
    const bad = await webhook('payment.captured', entity, eventId, 'ab'.repeat(32));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } } });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(none.statusCode).toBe(400);
    // Signed for a different body (amount changed): refused.
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox().signWebhook(body),
      },
      payload: body.replace('"amount":50000', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    const events = await t.app.ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    expect(events).toHaveLength(0);
    expect((await paymentRow(payment.id)).status).toBe('created');
  });

  it('accepts webhooks from another origin (the provider) without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        origin: 'https://api.razorpay.com',
        'x-razorpay-signature': sandbox().signWebhook('{"event":"ping"}'),
        'x-razorpay-event-id': providerId('evt'),
      },
      payload: '{"event":"ping"}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
  });

  it('50 concurrent duplicate deliveries produce exactly one ledger entry', async () => {
    const { payment, checkout } = await startPayment(m1, '777.77', 'Concurrent');
    sandbox().dropWebhooks = true;
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const eventId = providerId('evt');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        webhook('payment.captured', pp!.raw as Record<string, unknown>, eventId),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const outcomes = answers.map((a) => a.json().outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect(await ledgerFor(payment.id)).toHaveLength(1);

    // Distinct events about the same capture (payment.captured, order.paid, ...) at once, too.
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        webhook(i % 2 ? 'order.paid' : 'payment.captured', pp!.raw as Record<string, unknown>),
      ),
    );
    expect(more.map((a) => a.json().outcome)).toEqual(Array(20).fill('unchanged'));
    expect(await ledgerFor(payment.id)).toHaveLength(1);
    expect((await paymentRow(payment.id)).amount).toBe(77_777);
  });

  it('ignores a webhook whose amount differs from the order', async () => {
    const { payment, checkout } = await startPayment(m1);
    const res = await webhook('payment.captured', {
      id: providerId('pay'),
      order_id: checkout.orderId,
      amount: 100,
      currency: 'INR',
      status: 'captured',
    });
    expect(res.json().outcome).toBe('ignored');
    expect((await paymentRow(payment.id)).status).toBe('created');
    expect(await ledgerFor(payment.id)).toHaveLength(0);
  });
});

describe('webhooks with hostile bodies, correctly signed', () => {
  const signed = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox().signWebhook(body),
      },
      payload: body,
    });
  const recorded = async () => (await t.app.ctx.db.select().from(paymentWebhookEvents)).length;

  it('refuses JSON nesting thousands of levels and text the database cannot store (400), recording nothing', async () => {
    const before = await recorded();
    const deep = `{"event":"payment.captured","payload":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    const nul = JSON.stringify({ event: 'payment.captured', note: 'a\u0000b' });
    const surrogate = JSON.stringify({ event: 'payment.captured', payload: { x: '\ud800' } });
    for (const body of [deep, nul, surrogate]) {
      const res = await signed(body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(await recorded()).toBe(before);
  });
});
