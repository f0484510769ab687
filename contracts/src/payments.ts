import { z } from 'zod';
import { listQuery, pagedResponse } from './lists.ts';
import { parseMajorToMinor } from './money.ts';
import { isoDateSchema, MAX_PAGE_INDEX, readerLanguageQuery } from './primitives.ts';
import type { PAYMENT_PURPOSES, PAYMENT_REFUND_STATUSES, PAYMENT_SETTLED_VIA } from './enums.ts';
import {
  PAYMENT_STATUS_VALUES,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_FAILURE_REASONS,
} from './enums.ts';

export const paymentStatusSchema = z.enum(PAYMENT_STATUS_VALUES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentProviderSchema = z.enum(PAYMENT_PROVIDER_VALUES);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

export const paymentFailureReasonSchema = z.enum(PAYMENT_FAILURE_REASONS);
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** The reason of a provider's failure code (Razorpay's `error_reason`), or 'unknown'. */
export function paymentFailureReasonOf(
  providerReason: string | null | undefined,
): PaymentFailureReason {
  switch (providerReason) {
    case 'payment_declined':
    case 'card_declined':
    case 'payment_risk_check_failed':
    case 'transaction_not_permitted':
      return 'declined';
    case 'insufficient_funds':
    case 'insufficient_balance':
      return 'insufficient_funds';
    case 'card_expired':
      return 'card_expired';
    case 'authentication_failed':
    case 'incorrect_otp':
    case 'invalid_otp':
      return 'authentication_failed';
    case 'payment_cancelled':
      return 'cancelled';
    case 'payment_timed_out':
      return 'timed_out';
    default:
      return 'unknown';
  }
}
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

export type PaymentSettledVia = (typeof PAYMENT_SETTLED_VIA)[number];

/** The least a member may pay towards dues, minor units (DOMAIN.md "Money"). */
export const MIN_DUES_PAYMENT = 100_00;
/** The most one online payment may be (a sanity limit), minor units. */
export const MAX_DUES_PAYMENT = 10_00_00_000_00;

/** "500", "500.5" or "500.50" (at most 2 decimals, at least 100) -> minor units. */
export const duesAmountSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { message: 'validation.required' })
  .refine((v) => v === '' || parseMajorToMinor(v) !== null, {
    message: 'validation.amountFormat',
    abort: true,
  })
  .refine(
    (v) => {
      const minor = parseMajorToMinor(v);
      return minor === null || minor >= MIN_DUES_PAYMENT;
    },
    { message: 'validation.amountMinimum' },
  )
  .refine(
    (v) => {
      const minor = parseMajorToMinor(v);
      return minor === null || minor <= MAX_DUES_PAYMENT;
    },
    { message: 'validation.amountMaximum' },
  )
  .transform((v) => parseMajorToMinor(v)!);

export const payDuesRequest = z.object({
  /** Major units as typed ("500.00"). */
  amount: duesAmountSchema,
  description: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.tooLong' }),
});
export type PayDuesRequest = z.input<typeof payDuesRequest>;

export const paymentSchema = z.object({
  id: z.number().int(),
  purpose: z.string(),
  description: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  provider: paymentProviderSchema,
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  status: paymentStatusSchema,
  /** What the provider has refunded of it so far, minor units. */
  amountRefunded: z.number().int(),
  attempts: z.number().int(),
  /** The provider's own words (English), for the office. */
  failureReason: z.string().nullable(),
  /** Why it failed, as the member is told (translated by the web app); null unless failed. */
  failureReasonCode: paymentFailureReasonSchema.nullable(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the browser needs to open the provider's checkout. */
export const checkoutSchema = z.object({
  provider: paymentProviderSchema,
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Razorpay's public key id (Checkout.js); for the sandbox its own. */
  keyId: z.string(),
  /** Sandbox: the page of its checkout. Razorpay: null (Checkout.js opens in the page). */
  checkoutUrl: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const payDuesResponse = z.object({ payment: paymentSchema, checkout: checkoutSchema });
export type PayDuesResponse = z.infer<typeof payDuesResponse>;

/** The checkout's result as the provider gives it to the browser (Razorpay's handler fields). */
export const verifyPaymentRequest = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, { message: 'The signature is not a valid HMAC-SHA256.' }),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequest>;

/** The checkout was closed without success (declined, or dismissed by the member). */
export const checkoutClosedRequest = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
});
export type CheckoutClosedRequest = z.infer<typeof checkoutClosedRequest>;

export const paymentResponse = z.object({ payment: paymentSchema });
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const myPaymentsQuery = readerLanguageQuery.extend({
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type MyPaymentsQuery = z.infer<typeof myPaymentsQuery>;
export const myPaymentsResponse = pagedResponse(paymentSchema).extend({
  /** The member's ledger balance, minor units (+ = owes the club). */
  balance: z.number().int(),
  currency: z.string(),
});
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponse>;

const isoDate = isoDateSchema;

/** Payment report filters (SPEC.md §7 list query plus period, status, member, provider). */
export const paymentReportQuery = listQuery.extend({
  /** The reader's language of the generated descriptions (`?lang=`). */
  lang: readerLanguageQuery.shape.lang,
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: paymentStatusSchema.optional(),
  provider: paymentProviderSchema.optional(),
  /** A member code (exact, case-insensitive). */
  member: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  sortBy: z.enum(['createdAt', 'amount', 'status', 'member']).optional(),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});
export type PaymentReportQuery = z.input<typeof paymentReportQuery>;

export const paymentReportRowSchema = paymentSchema.extend({
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  settledVia: z.string().nullable(),
});
export type PaymentReportRow = z.infer<typeof paymentReportRowSchema>;

export const statusTotalSchema = z.object({
  status: paymentStatusSchema,
  count: z.number().int(),
  amount: z.number().int(),
});
export type StatusTotal = z.infer<typeof statusTotalSchema>;

export const paymentReportResponse = pagedResponse(paymentReportRowSchema).extend({
  totals: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    /** Sum of captured payments, minor units. */
    captured: z.number().int(),
    byStatus: z.array(statusTotalSchema),
  }),
  currency: z.string(),
});
export type PaymentReportResponse = z.infer<typeof paymentReportResponse>;
