import type { PaymentProviderName } from '@club/contracts';

/** An order at the provider: the amount the browser's checkout will collect. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
  raw: unknown;
}

/** A payment (one checkout attempt) as the provider reports it. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  errorCode: string | null;
  errorDescription: string | null;
  /** Why it failed, as a code (Razorpay's `error_reason`: 'payment_declined', ...). */
  errorReason: string | null;
  raw: unknown;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Razorpay's: 'pending' (on its way to the card), 'processed' or 'failed'. */
  status: string;
  receipt: string | null;
  raw: unknown;
}

/**
 * The card payment provider port (DOMAIN.md "Payments"): Razorpay and the built-in sandbox
 * speak the same protocol: orders, a checkout in the browser that answers with
 * HMAC-SHA256(order_id|payment_id), signed webhooks, refunds and fetches for reconciliation.
 */
/** Sources a provider's browser checkout needs in the Content-Security-Policy. */
export interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What its checkout needs in the CSP (null: nothing beyond the portal's own origin). */
  readonly csp: CspSources | null;
  /** The public key id the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    description: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** The checkout result's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds part or all of a captured payment. Idempotent per receipt: asked again with a
   * receipt it has refunded before (a delivery retried after a crash), it answers that refund
   * and refunds nothing more.
   */
  refund(input: { paymentId: string; amount: number; receipt: string }): Promise<ProviderRefund>;
  /** Sandbox: the path of its checkout page for an order; Razorpay: null (Checkout.js). */
  checkoutUrl(orderId: string): string | null;
}

/** Which provider the configuration selects: Razorpay when asked for or when its keys are set. */
export function selectedProvider(config: {
  PAYMENTS_PROVIDER?: 'razorpay' | 'sandbox' | undefined;
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
}): PaymentProviderName {
  if (config.PAYMENTS_PROVIDER) return config.PAYMENTS_PROVIDER;
  return config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
    ? 'razorpay'
    : 'sandbox';
}

/** Maps a Razorpay-shaped payment entity (API answer or webhook payload) to the port's shape. */
export function toProviderPayment(entity: Record<string, unknown>): ProviderPayment {
  const status = String(entity.status ?? 'created');
  return {
    id: String(entity.id),
    orderId: String(entity.order_id ?? ''),
    amount: Number(entity.amount),
    currency: String(entity.currency ?? ''),
    status: (['created', 'authorized', 'captured', 'failed', 'refunded'].includes(status)
      ? status
      : 'created') as ProviderPayment['status'],
    errorCode: (entity.error_code as string | null | undefined) ?? null,
    errorDescription: (entity.error_description as string | null | undefined) ?? null,
    errorReason: (entity.error_reason as string | null | undefined) ?? null,
    raw: entity,
  };
}
