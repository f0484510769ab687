import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_PROVIDER_VALUES,
  PAYMENT_PURPOSES,
  PAYMENT_SETTLED_VIA,
  PAYMENT_STATUS_VALUES,
  SANDBOX_ORDER_STATUSES,
  SANDBOX_PAYMENT_STATUSES,
  WEBHOOK_OUTCOMES,
} from '@club/contracts';
import { inList } from './in-list.ts';
import { members } from './members.ts';
import { staffUsers } from './staff.ts';

/**
 * A card payment (DOMAIN.md "Payments"): one provider order, paid by the member in the
 * provider's checkout. It reaches the ledger once: the move to `captured` is a conditional
 * update in the same transaction as the ledger entry (source 'dues', source id = this id).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** What it pays: 'dues' (the member's account); orders and bookings later. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** The order or booking it pays (null for dues). */
    reference: text('reference'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    description: text('description').notNull(),
    /** Minor units (paise), > 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDER_VALUES }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUS_VALUES }).notNull().default('created'),
    /** Payment attempts the provider reported for the order (declines included). */
    attempts: integer('attempts').notNull().default(0),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    /** How the capture was learnt first: 'return' (browser), 'webhook' or 'reconcile'. */
    settledVia: text('settled_via', { enum: PAYMENT_SETTLED_VIA }),
    /** Every payload the provider sent or answered, oldest first ({ at, via, body }). */
    providerPayloads: jsonb('provider_payloads')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdByStaffId: integer('created_by_staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_order_uq')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    uniqueIndex('payments_provider_payment_uq')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    index('payments_member_created_idx').on(t.memberId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    check('payments_status_ck', inList(t.status, PAYMENT_STATUS_VALUES)),
    check('payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Provider webhooks received: the provider's event id is unique, so each event is applied once. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDER_VALUES }).notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    /** 'received', then 'applied', 'unchanged' (already settled) or 'ignored' (not ours or not relevant). */
    outcome: text('outcome', { enum: WEBHOOK_OUTCOMES }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.provider, t.eventId)],
);

/**
 * The built-in sandbox provider's own books (what Razorpay keeps on its side): its orders
 * and the payments made in its checkout page. Only the sandbox reads and writes these.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: SANDBOX_ORDER_STATUSES }).notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: SANDBOX_PAYMENT_STATUSES }).notNull(),
    cardLast4: text('card_last4').notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);
