import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  FNB_DIETS,
  FNB_FULFILMENTS,
  FNB_KITCHENS,
  FNB_ORDER_STATUSES,
  FNB_OUTLETS,
  FNB_PAYMENT_METHODS,
  type Translations,
} from '@club/contracts';
import { serialId, timestampTz, money, createdAt, timestamps } from './columns.ts';
import { ownerMember, memberRef, staffRef } from './people-columns.ts';
import { fnbItems, fnbOutlets } from './fnb.ts';
import { inList } from './in-list.ts';
import { payments } from './payments.ts';

/** A member's saved delivery address. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serialId(),
    memberId: ownerMember(),
    label: text('label').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.memberId),
    uniqueIndex('member_addresses_one_default_uq')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A food and beverage order of one outlet. Its money is the sum of its lines (kept here as
 * the invoice states it); the invoice number is given in the transaction that makes the
 * order real (checkout on account, or the card payment's capture), gap-free per financial
 * year. `version` rises with every change, so two staff acting on one order are settled by
 * a conditional update.
 */
export const fnbOrders = pgTable(
  'fnb_orders',
  {
    id: serialId(),
    memberId: ownerMember(),
    outlet: text('outlet', { enum: FNB_OUTLETS })
      .notNull()
      .references(() => fnbOutlets.code),
    status: text('status', { enum: FNB_ORDER_STATUSES }).notNull(),
    fulfilment: text('fulfilment', { enum: FNB_FULFILMENTS }).notNull(),
    slotAt: timestampTz('slot_at').notNull(),
    addressId: integer('address_id').references(() => memberAddresses.id),
    /** The address as it was when ordered (an address edited later does not change it). */
    deliveryAddress: text('delivery_address'),
    paymentMethod: text('payment_method', { enum: FNB_PAYMENT_METHODS }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    notes: text('notes').notNull().default(''),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    /** 'FNB/2026-27/000123'; null until the order is real. */
    invoiceNumber: text('invoice_number'),
    invoiceYear: text('invoice_year'),
    invoiceSeq: integer('invoice_seq'),
    invoicedAt: timestampTz('invoiced_at'),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    placedByStaffId: staffRef('placed_by_staff_id'),
    version: integer('version').notNull().default(0),
    termsAcceptedAt: timestampTz('terms_accepted_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fnb_orders_idempotency_uq').on(t.memberId, t.idempotencyKey),
    uniqueIndex('fnb_orders_invoice_uq').on(t.invoiceYear, t.invoiceSeq),
    index('fnb_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('fnb_orders_outlet_slot_idx').on(t.outlet, t.slotAt),
    index('fnb_orders_status_slot_idx').on(t.status, t.slotAt),
    check('fnb_orders_status_ck', inList(t.status, FNB_ORDER_STATUSES)),
    check('fnb_orders_fulfilment_ck', inList(t.fulfilment, FNB_FULFILMENTS)),
    check('fnb_orders_payment_ck', inList(t.paymentMethod, FNB_PAYMENT_METHODS)),
    check(
      'fnb_orders_money_ck',
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} = ${t.subtotal} + ${t.tax}`,
    ),
  ],
);

/**
 * One line of an order: the menu item as it was ordered (name and its translations, price, tax
 * rate); a later edit of the menu does not change it.
 */
export const fnbOrderLines = pgTable(
  'fnb_order_lines',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => fnbOrders.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => fnbItems.id),
    name: text('name').notNull(),
    /**
     * The editors' Spanish and German names of the item when it was ordered (blank: read in
     * English); null for a line ordered before they were kept.
     */
    nameTranslations: jsonb('name_translations').$type<Translations<'name'>>(),
    diet: text('diet', { enum: FNB_DIETS }).notNull(),
    kitchen: text('kitchen', { enum: FNB_KITCHENS }).notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
    taxRate: integer('tax_rate').notNull(),
    tax: money('tax').notNull(),
    removedAt: timestampTz('removed_at'),
    removedByStaffId: staffRef('removed_by_staff_id'),
  },
  (t) => [
    index('fnb_order_lines_order_idx').on(t.orderId),
    check('fnb_order_lines_quantity_ck', sql`${t.quantity} between 1 and 99`),
    check('fnb_order_lines_amount_ck', sql`${t.amount} = ${t.price} * ${t.quantity}`),
  ],
);

/** Every status an order passed through, when and by whom (the member sees the history). */
export const fnbOrderEvents = pgTable(
  'fnb_order_events',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => fnbOrders.id),
    status: text('status', { enum: FNB_ORDER_STATUSES }).notNull(),
    at: timestampTz('at').notNull().defaultNow(),
    byStaffId: staffRef('by_staff_id'),
    byMemberId: memberRef('by_member_id'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('fnb_order_events_order_idx').on(t.orderId, t.at)],
);

/** The last invoice number given in each financial year ('2026-27'): gap-free numbering. */
export const fnbInvoiceCounters = pgTable('fnb_invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});
