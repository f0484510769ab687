import type { FastifyInstance } from 'fastify';
import type { Caller } from '../fixtures.ts';

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
