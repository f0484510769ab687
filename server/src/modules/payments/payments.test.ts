import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, ledgerEntries, paymentWebhookEvents, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { providerId } from '../../payments/signatures.ts';
import { signInAs, signInMember, type Caller } from '../../../test/fixtures.ts';
import { payInSandbox, startPayment } from '../../../test/support/payments.ts';

let t: TestApp;
let m1: Caller;
let m2: Caller;
let admin: Caller;
let editor: Caller;
let m1Id: number;

beforeAll(async () => {
  t = await createTestApp();
  const as = await signInAs(t, ['member', 'admin', 'editor'], {
    member: { firstName: 'Arjun' },
    editor: { name: 'Ed', email: 'ed@example.com' },
  });
  m1 = as('member');
  m1Id = m1.id!;
  m2 = await signInMember(t, { code: 'M1002', pin: '2345' });
  admin = as('admin');
  editor = as('editor');
});
afterAll(() => t.close());

const sandbox = () => t.app.payments.sandbox!;

async function ledgerFor(paymentId: number) {
  return t.app.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.source, 'dues'), eq(ledgerEntries.sourceId, String(paymentId))));
}
async function paymentRow(id: number) {
  const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}
const verify = (who: Caller, q: Record<string, string>) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: {
      razorpay_order_id: q.razorpay_order_id,
      razorpay_payment_id: q.razorpay_payment_id,
      razorpay_signature: q.razorpay_signature,
    },
  });

/** A webhook signed as the sandbox signs it. */
function webhook(
  event: string,
  entity: Record<string, unknown>,
  eventId = providerId('evt'),
  signature?: string,
) {
  const body = JSON.stringify({ entity: 'event', event, payload: { payment: { entity } } });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': signature ?? sandbox().signWebhook(body),
    },
    payload: body,
  });
}

describe('who may pay and see payments', () => {
  it('refuses the signed out (401) and staff who are not acting for a member (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/payments'],
      ['POST', '/api/payments/dues'],
      ['POST', '/api/payments/verify'],
      ['POST', '/api/payments/checkout-closed'],
    ] as const) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      for (const who of [admin, editor]) {
        const res = await who.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(403);
      }
    }
  });

  it('lets an admin acting for a member pay on their behalf (recorded as the admin)', async () => {
    const actAs = await admin.inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1002' },
    });
    expect(actAs.statusCode).toBeLessThan(300);
    const { payment } = await startPayment(admin, '150.00', 'Front desk payment');
    const row = await paymentRow(payment.id);
    expect(row.memberId).not.toBe(m1Id);
    expect(row.createdByStaffId).not.toBeNull();
    const list = await m2.inject({ url: '/api/payments' });
    expect(list.json().items.map((p: { id: number }) => p.id)).toContain(payment.id);
    await admin.inject({ method: 'DELETE', url: '/api/auth/act-as' });
  });
});

describe('paying dues: bad input', () => {
  it.each([
    ['99.99', 'validation.amountMinimum'],
    ['0', 'validation.amountMinimum'],
    ['100.001', 'validation.amountFormat'],
    ['500.5.0', 'validation.amountFormat'],
    ['-500', 'validation.amountFormat'],
    ['abc', 'validation.amountFormat'],
    ['', 'validation.required'],
  ])('refuses the amount %j (400, the field named, nothing created)', async (amount, key) => {
    const [before] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount, description: 'Dues' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'amount', key })]),
    );
    const [after] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    expect(after!.n).toBe(before!.n);
  });

  it('requires a description', async () => {
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount: '100', description: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'description',
      key: 'validation.required',
    });
  });

  it('accepts exactly 100 and two decimals', async () => {
    const a = await startPayment(m1, '100');
    expect(a.payment.amount).toBe(10_000);
    const b = await startPayment(m1, '1234.56');
    expect(b.payment.amount).toBe(123_456);
  });

  it('records a failure when the provider cannot create the order (502, nothing charged)', async () => {
    const spy = vi
      .spyOn(t.app.payments.provider, 'createOrder')
      .mockRejectedValueOnce(new Error('provider down'));
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount: '300', description: 'Provider down' },
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    const [row] = await t.app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.description, 'Provider down'));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'provider_error' });
  });
});

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
    const closed = await m2.inject({
      method: 'POST',
      url: '/api/payments/checkout-closed',
      payload: { razorpay_order_id: checkout.orderId },
    });
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
    const closed = await m1.inject({
      method: 'POST',
      url: '/api/payments/checkout-closed',
      payload: { razorpay_order_id: checkout.orderId },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().payment).toMatchObject({
      status: 'failed',
      failureReason: 'Your payment has been declined by the bank.',
    });
    await sandbox().idle(); // the payment.failed webhook changes nothing more
    expect(await ledgerFor(payment.id)).toHaveLength(0);

    const retry = await payInSandbox(t.app, checkout.orderId);
    expect((await verify(m1, retry.query!)).json().payment).toMatchObject({
      status: 'captured',
      attempts: 2,
      failureReason: null,
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
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/checkout-closed',
      payload: { razorpay_order_id: checkout.orderId },
    });
    expect(res.json().payment).toMatchObject({
      status: 'failed',
      failureReason: 'The checkout was closed before paying.',
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

describe('a crash between the provider capture and the ledger posting', () => {
  it('loses nothing: reconciliation applies it once, and a late webhook changes nothing', async () => {
    await t.app.payments.reconcile({ graceSeconds: 0 }); // settle what earlier tests left open
    const { payment, checkout } = await startPayment(m1, '640.00', 'Crash');
    sandbox().dropWebhooks = true; // captured at the provider; webhook and return both lost
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    expect(paid.status).toBe(303);
    expect((await paymentRow(payment.id)).status).toBe('created');
    expect(await ledgerFor(payment.id)).toHaveLength(0);

    // Too young for the job: its browser return may still come.
    expect((await t.app.payments.reconcile()).captured).toBe(0);
    const [first, second] = await Promise.all([
      t.app.payments.reconcile({ graceSeconds: 0 }),
      t.app.payments.reconcile({ graceSeconds: 0 }),
    ]);
    expect(first!.captured + second!.captured).toBe(1);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'captured',
      settledVia: 'reconcile',
    });
    expect(await ledgerFor(payment.id)).toHaveLength(1);

    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const late = await webhook('payment.captured', pp!.raw as Record<string, unknown>);
    expect(late.json().outcome).toBe('unchanged');
    expect((await verify(m1, paid.query!)).json().payment.status).toBe('captured');
    expect(await ledgerFor(payment.id)).toHaveLength(1);
  });

  it('loses nothing: the next webhook applies it once', async () => {
    const { payment, checkout } = await startPayment(m1, '320.00', 'Crash 2');
    sandbox().dropWebhooks = true;
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const res = await webhook('payment.captured', pp!.raw as Record<string, unknown>);
    expect(res.json().outcome).toBe('applied');
    expect(await ledgerFor(payment.id)).toHaveLength(1);
    await t.app.payments.reconcile({ graceSeconds: 0 });
    expect(await ledgerFor(payment.id)).toHaveLength(1);
  });

  it('reconciliation records unfinished payments as abandoned after the time limit', async () => {
    const { payment } = await startPayment(m1, '200.00', 'Abandoned');
    await t.app.payments.reconcile({ graceSeconds: 0 });
    expect((await paymentRow(payment.id)).status).toBe('created'); // not yet abandoned
    const summary = await t.app.payments.reconcile({ graceSeconds: 0, abandonMinutes: 0 });
    expect(summary.abandoned).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'abandoned',
    });
    const list = await m1.inject({ url: '/api/payments?pageSize=100' });
    expect(list.json().items.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not completed in time.',
    });
  });
});

describe("the member's payments", () => {
  it('lists only their own, newest first, paginated, with their balance', async () => {
    const res = await m1.inject({ url: '/api/payments?pageSize=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.pageCount).toBeGreaterThan(1);
    expect(body.items[0].id).toBeGreaterThan(body.items[1].id);
    const [bal] = await t.app.ctx.db
      .select({ s: sql<string>`coalesce(sum(amount),0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, m1Id));
    expect(body.balance).toBe(Number(bal!.s));
    expect(body.balance).toBeLessThan(0);
    expect((await m1.inject({ url: '/api/payments?pageSize=0' })).statusCode).toBe(400);
  });
});
