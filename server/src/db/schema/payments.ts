import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PAYMENT_FAILURE_REASONS,
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_PURPOSES,
  PAYMENT_REFUND_STATUSES,
  PAYMENT_SETTLED_VIA,
  PAYMENT_STATUS_VALUES,
  SANDBOX_ORDER_STATUSES,
  SANDBOX_PAYMENT_STATUSES,
  WEBHOOK_OUTCOMES,
} from '@club/contracts';
import { serialId, timestampTz, money, createdAt, timestamps } from './columns.ts';
import { ownerMember, memberRef, staffRef } from './people-columns.ts';
import { inList } from './in-list.ts';

/**
 * A card payment (DOMAIN.md "Payments"): one provider order, paid by the member in the
 * provider's checkout. It reaches the ledger once: the move to `captured` is a conditional
 * update in the same transaction as what its purpose does with it (dues: a ledger payment
 * with source 'dues', source id = this id; an order: the order placed, its charge and its
 * payment). One payment pays one order or booking: (purpose, reference) is unique.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    /** What it pays: 'dues' (the member's account) or 'fnb_order'; bookings later. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** The order or booking it pays (its id; null for dues). */
    reference: text('reference'),
    memberId: ownerMember(),
    /** In English; a generated one also keeps its text's key and params (ledger-texts.ts). */
    description: text('description').notNull(),
    textKey: text('text_key'),
    textParams: jsonb('text_params'),
    /** Minor units (paise), > 0. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDER_VALUES }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUS_VALUES }).notNull().default('created'),
    /** Refunds the provider has issued, minor units (all of it: status 'refunded'). */
    amountRefunded: money('amount_refunded').notNull().default(0),
    /** Payment attempts the provider reported for the order (declines included). */
    attempts: integer('attempts').notNull().default(0),
    /** The provider's error code (or the portal's: cancelled, abandoned, provider_error). */
    failureCode: text('failure_code'),
    /** The provider's own words, for the office. */
    failureReason: text('failure_reason'),
    /**
     * Why it failed as a member is told it (translated by the web app). Null on rows failed
     * before it existed: the view derives it from failure_code.
     */
    failureReasonCode: text('failure_reason_code', { enum: PAYMENT_FAILURE_REASONS }),
    /** How the capture was learnt first: 'return' (browser), 'webhook' or 'reconcile'. */
    settledVia: text('settled_via', { enum: PAYMENT_SETTLED_VIA }),
    /** Every payload the provider sent or answered, oldest first ({ at, via, body }). */
    providerPayloads: jsonb('provider_payloads')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdByStaffId: staffRef('created_by_staff_id'),
    ...timestamps(),
    capturedAt: timestampTz('captured_at'),
    failedAt: timestampTz('failed_at'),
    /**
     * When the portal stopped waiting for it without a capture: its checkout was closed, it
     * was abandoned, or the provider refused the order (what it was for is given up then; a
     * capture that still arrives is recorded, and an order's money is refunded).
     */
    closedAt: timestampTz('closed_at'),
  },
  (t) => [
    uniqueIndex('payments_purpose_reference_uq')
      .on(t.purpose, t.reference)
      .where(sql`${t.reference} is not null`),
    uniqueIndex('payments_provider_order_uq')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    uniqueIndex('payments_provider_payment_uq')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    // A member's payments by date (their history, the report for one member); with the id,
    // the status and the amount, that report's totals read this index alone.
    index('payments_member_totals_idx').on(t.memberId, t.createdAt, t.id, t.status, t.amount),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    // The payment report's order (newest first, then id); with the status and the amount, the
    // totals of a period (the report's month, the admin dashboard's) read this index alone.
    index('payments_created_totals_idx').on(t.createdAt, t.id, t.status, t.amount),
    check('payments_status_ck', inList(t.status, PAYMENT_STATUS_VALUES)),
    check('payments_amount_ck', sql`${t.amount} > 0`),
    check('payments_purpose_ck', inList(t.purpose, PAYMENT_PURPOSES)),
    check('payments_failure_reason_code_ck', inList(t.failureReasonCode, PAYMENT_FAILURE_REASONS)),
    check(
      'payments_amount_refunded_ck',
      sql`${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amount}`,
    ),
  ],
);

/**
 * A refund of (part of) a captured payment, asked for in the transaction of what causes it (an
 * order cancelled, rejected or an item removed) and delivered to the provider by the outbox
 * ('payment.refund_requested'). `key` names the cause ('cancelled', 'line:7'), unique per
 * payment, so a cause refunds once; the provider gets `refund-<id>` as its receipt, so a
 * delivery retried after a crash finds the refund it already made instead of refunding twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serialId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    key: text('key').notNull(),
    /** Minor units, > 0. */
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: PAYMENT_REFUND_STATUSES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    providerPayload: jsonb('provider_payload'),
    requestedByStaffId: staffRef('requested_by_staff_id'),
    requestedByMemberId: memberRef('requested_by_member_id'),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    issuedAt: timestampTz('issued_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_cause_uq').on(t.paymentId, t.key),
    check('payment_refunds_status_ck', inList(t.status, PAYMENT_REFUND_STATUSES)),
    check('payment_refunds_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Provider webhooks received: the provider's event id is unique, so each event is applied once. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serialId(),
    provider: text('provider', { enum: PAYMENT_PROVIDER_VALUES }).notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    /** 'received', then 'applied', 'unchanged' (already settled) or 'ignored' (not ours or not relevant). */
    outcome: text('outcome', { enum: WEBHOOK_OUTCOMES }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.provider, t.eventId)],
);

/**
 * The built-in sandbox provider's own books (what Razorpay keeps on its side): its orders
 * and the payments made in its checkout page. Only the sandbox reads and writes these.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: SANDBOX_ORDER_STATUSES }).notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: SANDBOX_PAYMENT_STATUSES }).notNull(),
    cardLast4: text('card_last4').notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    amountRefunded: money('amount_refunded').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/** The sandbox's refunds: one per (payment, receipt), as the portal asks for each once. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amount: money('amount').notNull(),
    receipt: text('receipt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_refunds_receipt_uq').on(t.paymentId, t.receipt)],
);
