import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { ledgerEntries, payments } from '../../src/db/schema/index.ts';
import { providerId } from '../../src/payments/signatures.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { signInAs, signInMember, type Caller } from '../fixtures.ts';

/*
 * The payments tests' app, shared by the files of src/modules/payments: M1001 (Arjun) and
 * M1002 signed in, an admin and an editor signed in. The bindings are set by
 * usePaymentsApp's beforeAll (each test file has its own copy of this module).
 */
export let t: TestApp;
export let m1: Caller;
export let m2: Caller;
export let admin: Caller;
export let editor: Caller;
export let m1Id: number;

export function usePaymentsApp() {
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
}

export const sandbox = () => t.app.payments.sandbox!;

export async function ledgerFor(paymentId: number) {
  return t.app.ctx.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.source, 'dues'), eq(ledgerEntries.sourceId, String(paymentId))));
}

export async function paymentRow(id: number) {
  const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export const verify = (who: Caller, q: Record<string, string>) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: {
      razorpay_order_id: q.razorpay_order_id,
      razorpay_payment_id: q.razorpay_payment_id,
      razorpay_signature: q.razorpay_signature,
    },
  });

/** The member's browser closing the provider's checkout without paying. */
export const closeCheckout = (who: Caller, providerOrderId: string) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/checkout-closed',
    payload: { razorpay_order_id: providerOrderId },
  });

/** A webhook to `app`, signed as its sandbox signs it (or with the signature given). */
export function signedWebhook(
  app: FastifyInstance,
  event: string,
  entity: Record<string, unknown>,
  eventId = providerId('evt'),
  signature?: string,
) {
  const body = JSON.stringify({ entity: 'event', event, payload: { payment: { entity } } });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': signature ?? app.payments.sandbox!.signWebhook(body),
    },
    payload: body,
  });
}

/** A webhook to the payments tests' app, signed as the sandbox signs it. */
export const webhook = (
  event: string,
  entity: Record<string, unknown>,
  eventId = providerId('evt'),
  signature?: string,
) => signedWebhook(t.app, event, entity, eventId, signature);

/** Creates a dues payment as the caller; returns the answer's JSON. */
export async function startPayment(who: Caller, amount = '500.00', description = 'Club dues') {
  const res = await who.inject({
    method: 'POST',
    url: '/api/payments/dues',
    payload: { amount, description },
  });
  if (res.statusCode !== 201) throw new Error(`pay dues: ${res.statusCode} ${res.body}`);
  return res.json() as {
    payment: { id: number; status: string; amount: number };
    checkout: { orderId: string; checkoutUrl: string; amount: number };
  };
}

/** Submits the sandbox checkout form; returns the status and the redirect's query, if any. */
export async function payInSandbox(
  app: FastifyInstance,
  orderId: string,
  card = '4111 1111 1111 1111',
  expiry = '12/39',
  cvc = '123',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name: 'A Member', card, expiry, cvc }).toString(),
  });
  const location = res.headers.location as string | undefined;
  const query = location ? Object.fromEntries(new URL(location, 'http://x').searchParams) : null;
  return { status: res.statusCode, location, query, body: res.body };
}
