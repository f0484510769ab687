import { PAYMENTS_API } from '@club/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../db/schema/index.ts';
import {
  toProviderPayment,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
} from './provider.ts';
import { hmacHex, providerId, signatureMatches } from './signatures.ts';

/** The sandbox's test cards (DOMAIN.md "Payments"). */
export const SANDBOX_CARD_OK = '4111111111111111';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

/** A webhook as the sandbox sends it: the raw JSON body and Razorpay's headers. */
export interface SandboxWebhook {
  body: string;
  headers: { 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

export type SandboxPayResult =
  | { kind: 'captured'; payment: ProviderPayment; signature: string }
  | { kind: 'declined'; payment: ProviderPayment }
  | { kind: 'invalid_card' }
  | { kind: 'not_found' }
  | { kind: 'already_paid' };

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The checkout page's work: pays an order with a card, as the provider would. */
  pay(orderId: string, cardNumber: string): Promise<SandboxPayResult>;
  findOrder(orderId: string): Promise<typeof sandboxOrders.$inferSelect | null>;
  /** Signs `order_id|payment_id` with the key secret (what the checkout hands the browser). */
  signPayment(orderId: string, paymentId: string): string;
  /** Signs a webhook body with the webhook secret. */
  signWebhook(body: string): string;
  /** Where webhooks go (the app's own webhook route, set by the payments plugin). */
  setDeliverer(deliver: (hook: SandboxWebhook) => Promise<void>): void;
  /** Waits until every webhook sent so far has been answered. */
  idle(): Promise<void>;
  /** Tests: lose webhooks (as if the process crashed after the capture). */
  dropWebhooks: boolean;
}

function paymentEntity(p: typeof sandboxPayments.$inferSelect) {
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    order_id: p.orderId,
    method: 'card',
    captured: p.status === 'captured',
    amount_refunded: p.amountRefunded,
    card: { last4: p.cardLast4, network: 'Visa', type: 'credit' },
    error_code: p.errorCode,
    error_description: p.errorDescription,
    // The sandbox declines, as a bank does: Razorpay's reason for it.
    error_reason: p.errorCode ? 'payment_declined' : null,
    created_at: Math.floor(p.createdAt.getTime() / 1000),
  };
}

/**
 * The built-in provider (default, offline): the same protocol as Razorpay, served by the
 * portal itself. Its books are the sandbox_* tables; its checkout page is in the payments
 * module (sandbox-checkout-routes.ts).
 */
export function createSandboxProvider(db: Db, secret: string): SandboxProvider {
  const keySecret = hmacHex(secret, 'key_secret');
  const webhookSecret = hmacHex(secret, 'webhook_secret');
  let deliver: ((hook: SandboxWebhook) => Promise<void>) | null = null;
  const inFlight = new Set<Promise<void>>();

  const signPayment = (orderId: string, paymentId: string) =>
    hmacHex(keySecret, `${orderId}|${paymentId}`);
  const signWebhook = (body: string) => hmacHex(webhookSecret, body);

  function send(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const hook: SandboxWebhook = {
      body,
      headers: {
        'x-razorpay-signature': signWebhook(body),
        'x-razorpay-event-id': providerId('evt'),
      },
    };
    if (provider.dropWebhooks || !deliver) return;
    const target = deliver;
    // Delivered after the checkout answers, as a provider's webhook arrives on its own.
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => target(hook))
      .catch(() => undefined)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  const provider: SandboxProvider = {
    name: 'sandbox',
    csp: null,
    keyId: 'rzp_test_sandbox',
    dropWebhooks: false,

    async createOrder({ amount, currency, receipt, description }): Promise<ProviderOrder> {
      const [order] = await db
        .insert(sandboxOrders)
        .values({ id: providerId('order'), amount, currency, receipt, description })
        .returning();
      return {
        id: order!.id,
        amount: order!.amount,
        currency: order!.currency,
        status: order!.status,
        raw: {
          id: order!.id,
          entity: 'order',
          amount: order!.amount,
          currency: order!.currency,
          receipt: order!.receipt,
          status: order!.status,
        },
      };
    },

    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signatureMatches(signPayment(orderId, paymentId), signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      return Boolean(signature) && signatureMatches(signWebhook(rawBody), signature);
    },

    async fetchPayment(paymentId) {
      const [p] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return p ? toProviderPayment(paymentEntity(p)) : null;
    },

    async fetchOrderPayments(orderId) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .orderBy(desc(sandboxPayments.createdAt));
      return rows.map((p) => toProviderPayment(paymentEntity(p)));
    },

    async refund({ paymentId, amount, receipt }) {
      const answer = (r: typeof sandboxRefunds.$inferSelect) => {
        const raw = {
          id: r.id,
          entity: 'refund',
          payment_id: r.paymentId,
          amount: r.amount,
          receipt: r.receipt,
          status: 'processed',
          created_at: Math.floor(r.createdAt.getTime() / 1000),
        };
        return { id: r.id, paymentId, amount: r.amount, status: 'processed', receipt, raw };
      };
      const result = await db.transaction(async (tx) => {
        const [p] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, paymentId))
          .for('update');
        const [made] = await tx
          .select()
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.receipt, receipt)));
        if (made) return { refund: made, payment: null };
        // As Razorpay: only a captured payment, never more than what is left of it.
        if (!p || p.status === 'failed' || amount <= 0 || p.amountRefunded + amount > p.amount) {
          throw new Error(`sandbox: payment ${paymentId} cannot be refunded ${amount}`);
        }
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({ id: providerId('rfnd'), paymentId, amount, receipt })
          .returning();
        const [payment] = await tx
          .update(sandboxPayments)
          .set({
            amountRefunded: p.amountRefunded + amount,
            status: p.amountRefunded + amount === p.amount ? 'refunded' : 'captured',
          })
          .where(eq(sandboxPayments.id, paymentId))
          .returning();
        return { refund: refund!, payment: payment! };
      });
      const refund = answer(result.refund);
      if (result.payment) {
        send('refund.processed', {
          refund: { entity: refund.raw },
          payment: { entity: paymentEntity(result.payment) },
        });
      }
      return refund;
    },

    checkoutUrl: (orderId) => `${PAYMENTS_API.sandboxCheckout}/${encodeURIComponent(orderId)}`,

    async findOrder(orderId) {
      const [o] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      return o ?? null;
    },

    async pay(orderId, cardNumber): Promise<SandboxPayResult> {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits !== SANDBOX_CARD_OK && digits !== SANDBOX_CARD_DECLINED) {
        return { kind: 'invalid_card' };
      }
      const ok = digits === SANDBOX_CARD_OK;
      const result = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(sandboxOrders)
          .where(eq(sandboxOrders.id, orderId))
          .for('update');
        if (!order) return { kind: 'not_found' as const };
        if (order.status === 'paid') return { kind: 'already_paid' as const };
        const [payment] = await tx
          .insert(sandboxPayments)
          .values({
            id: providerId('pay'),
            orderId,
            amount: order.amount,
            currency: order.currency,
            status: ok ? 'captured' : 'failed',
            cardLast4: digits.slice(-4),
            errorCode: ok ? null : 'BAD_REQUEST_ERROR',
            errorDescription: ok ? null : 'Your payment has been declined by the bank.',
          })
          .returning();
        const [updated] = await tx
          .update(sandboxOrders)
          .set({ status: ok ? 'paid' : 'attempted', attempts: sql`${sandboxOrders.attempts} + 1` })
          .where(eq(sandboxOrders.id, orderId))
          .returning();
        return { kind: 'done' as const, order: updated!, payment: payment! };
      });
      if (result.kind !== 'done') return result;
      const entity = paymentEntity(result.payment);
      if (ok) {
        send('payment.captured', { payment: { entity } });
        send('order.paid', {
          payment: { entity },
          order: {
            entity: {
              id: result.order.id,
              entity: 'order',
              amount: result.order.amount,
              amount_paid: result.order.amount,
              currency: result.order.currency,
              receipt: result.order.receipt,
              status: 'paid',
              attempts: result.order.attempts,
            },
          },
        });
        return {
          kind: 'captured',
          payment: toProviderPayment(entity),
          signature: signPayment(orderId, result.payment.id),
        };
      }
      send('payment.failed', { payment: { entity } });
      return { kind: 'declined', payment: toProviderPayment(entity) };
    },

    signPayment,
    signWebhook,
    setDeliverer(fn) {
      deliver = fn;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
  return provider;
}
