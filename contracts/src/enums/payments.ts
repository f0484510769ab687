/** The payments' lists: a payment's status, provider, purpose, failure, refund and webhook. */
export const PAYMENT_STATUS_VALUES = [
  'created',
  'authorized',
  'captured',
  'failed',
  'refunded',
] as const;

export const PAYMENT_PROVIDER_VALUES = ['sandbox', 'razorpay'] as const;

/**
 * What a payment pays: 'dues' (the member's account), 'fnb_order' (one food and beverage
 * order), 'banquet_advance' (a confirmed hall booking's advance) or 'event_booking' (one event
 * booking paid by card); the order's or booking's id is the payment's reference.
 */
export const PAYMENT_PURPOSES = ['dues', 'fnb_order', 'banquet_advance', 'event_booking'] as const;

/**
 * Why a payment failed, as a member is told it (the web app translates the code; the
 * provider's own words stay in `failure_reason` for the office): the card was declined, had
 * too little money, had expired, or its check (OTP, 3-D Secure) failed; the member closed the
 * checkout; nobody finished it in time; the provider refused to start it; anything else.
 */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'insufficient_funds',
  'card_expired',
  'authentication_failed',
  'cancelled',
  'timed_out',
  'provider_error',
  'unknown',
] as const;

/**
 * A refund of (part of) a captured payment: 'requested' (queued on the outbox), then 'issued'
 * (the provider accepted it and gave its refund id; the ledger records the money going back).
 */
export const PAYMENT_REFUND_STATUSES = ['requested', 'issued'] as const;

/** How a capture was learnt first: the browser's return, a webhook or the reconciliation. */
export const PAYMENT_SETTLED_VIA = ['return', 'webhook', 'reconcile'] as const;

/** A provider webhook as recorded: 'received', then what applying it did. */
export const WEBHOOK_OUTCOMES = ['received', 'applied', 'unchanged', 'ignored'] as const;

/** The built-in sandbox provider's own states, as Razorpay's. */
export const SANDBOX_ORDER_STATUSES = ['created', 'attempted', 'paid'] as const;

export const SANDBOX_PAYMENT_STATUSES = ['captured', 'failed', 'refunded'] as const;
