import Razorpay from 'razorpay';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import {
  toProviderPayment,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
} from './provider.ts';
import { RAZORPAY_CSP } from './razorpay-csp.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The club's provider, through Razorpay's official Node SDK. */
export function createRazorpayProvider(keys: RazorpayKeys): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    csp: RAZORPAY_CSP,

    async createOrder({ amount, currency, receipt, notes }): Promise<ProviderOrder> {
      const order = await client.orders.create({
        amount,
        currency,
        receipt,
        ...(notes ? { notes } : {}),
      });
      return {
        id: order.id,
        amount: Number(order.amount),
        currency: order.currency,
        status: order.status,
        raw: order,
      };
    },

    verifyPaymentSignature({ orderId, paymentId, signature }) {
      try {
        return razorpayUtils.validatePaymentVerification(
          { order_id: orderId, payment_id: paymentId },
          signature,
          keys.keySecret,
        );
      } catch {
        return false;
      }
    },

    verifyWebhookSignature(rawBody, signature) {
      if (!signature) return false;
      try {
        return Razorpay.validateWebhookSignature(rawBody, signature, keys.webhookSecret);
      } catch {
        return false;
      }
    },

    async fetchPayment(paymentId): Promise<ProviderPayment | null> {
      try {
        const p = await client.payments.fetch(paymentId);
        return toProviderPayment(p as unknown as Record<string, unknown>);
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 400) return null;
        throw err;
      }
    },

    async fetchOrderPayments(orderId) {
      const answer = (await client.orders.fetchPayments(orderId)) as unknown as {
        items: Record<string, unknown>[];
      };
      return answer.items.map(toProviderPayment);
    },

    async refund({ paymentId, amount, receipt }) {
      const toRefund = (r: {
        id: string;
        amount?: number | string;
        status?: unknown;
        receipt?: unknown;
      }) => ({
        id: r.id,
        paymentId,
        amount: Number(r.amount),
        status: String(r.status),
        receipt: typeof r.receipt === 'string' ? r.receipt : null,
        raw: r,
      });
      // Razorpay has no idempotency key for refunds: a receipt it already has is that refund.
      const earlier = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const made = earlier.items.find((r) => r.receipt === receipt);
      if (made) return toRefund(made);
      return toRefund(await client.payments.refund(paymentId, { amount, receipt }));
    },

    checkoutUrl: () => null,
  };
}
