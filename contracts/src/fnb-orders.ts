import { z } from 'zod';
import { FNB_MAX_QUANTITY, fnbDietSchema, fnbKitchenSchema, fnbOutletSchema } from './fnb.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { checkoutSchema, paymentFailureReasonSchema, paymentStatusSchema } from './payments.ts';
import { idSchema, isoDateSchema, boundedText } from './primitives.ts';
import {
  FNB_ORDER_STATUSES,
  FNB_PAYMENT_METHODS,
  FNB_FULFILMENTS,
  CART_CHANGES,
  ORDER_NOTE_CODES,
  REFUND_TROUBLES,
} from './enums.ts';

/*
 * Food and beverage orders (DOMAIN.md "Food and beverages"): checkout, the status workflow,
 * invoices. Money is minor units; the server computes every price, tax and total from the
 * menu, and the browser's prices only tell it what the member saw (a difference refuses the
 * checkout and names each change).
 */

export const fnbOrderStatusSchema = z.enum(FNB_ORDER_STATUSES, { message: 'validation.oneOf' });
export type FnbOrderStatus = z.infer<typeof fnbOrderStatusSchema>;

/** The kitchen's forward moves (cancel and reject are their own actions). */
export const FNB_NEXT_STATUS: Record<FnbOrderStatus, readonly FnbOrderStatus[]> = {
  pending_payment: [],
  ordered: ['confirmed'],
  confirmed: ['preparing'],
  preparing: ['in_transit', 'ready_for_pickup'],
  in_transit: ['delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
  cancelled: [],
  rejected: [],
};

export const fnbFulfilmentSchema = z.enum(FNB_FULFILMENTS, { message: 'validation.oneOf' });
export type FnbFulfilment = z.infer<typeof fnbFulfilmentSchema>;

export const fnbPaymentMethodSchema = z.enum(FNB_PAYMENT_METHODS, { message: 'validation.oneOf' });
export type FnbPaymentMethod = z.infer<typeof fnbPaymentMethodSchema>;

/** Pickup and delivery slots: every 30 minutes from 07:30 to 22:30 (the club's time). */
export const FNB_FIRST_SLOT = '07:30';
export const FNB_LAST_SLOT = '22:30';
export const FNB_SLOT_MINUTES = 30;

/** The slot times of a day, 'HH:MM'. */
export function fnbSlotTimes(): string[] {
  const times: string[] = [];
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = toMinutes(FNB_FIRST_SLOT); m <= toMinutes(FNB_LAST_SLOT); m += FNB_SLOT_MINUTES) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}

/** One line's tax in minor units: the rate (basis points) of the amount, rounded half up. */
export function lineTax(amount: number, taxRate: number): number {
  return Math.floor((amount * taxRate + 5000) / 10000);
}

/** The CGST and SGST halves of a tax (the odd paisa goes to SGST). */
export function gstHalves(tax: number): { cgst: number; sgst: number } {
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst };
}

/*
 * An order's money, from unit prices (the server's from the menu; the checkout page's from the
 * cart, to show the member what the server will compute): each line's amount and tax (its
 * item's GST rate, rounded half up per line), and the totals the invoice states.
 */

export interface PricedLine {
  /** Minor units per unit, before tax. */
  price: number;
  quantity: number;
  /** Basis points. */
  taxRate: number;
}

/** A line with its amount (price x quantity) and its tax. */
export function priceLine<L extends PricedLine>(line: L): L & { amount: number; tax: number } {
  const amount = line.price * line.quantity;
  return { ...line, amount, tax: lineTax(amount, line.taxRate) };
}

/** Subtotal, tax (with its CGST and SGST halves) and total of priced lines. */
export function orderTotals(lines: readonly { amount: number; tax: number }[]): {
  subtotal: number;
  tax: number;
  total: number;
  cgst: number;
  sgst: number;
} {
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { subtotal, tax, total: subtotal + tax, ...gstHalves(tax) };
}

// ---- Saved addresses

export const memberAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

const text = boundedText;

export const memberAddressRequest = z.object({
  label: text(2, 40),
  line1: text(2, 120),
  line2: z.string().trim().max(120, { message: 'validation.textLong' }).default(''),
  city: text(2, 60),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{5}$/, { message: 'validation.pincode' }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'validation.phone' }),
  isDefault: z.boolean().default(false),
});
export type MemberAddressRequest = z.input<typeof memberAddressRequest>;

// ---- Checkout

/** One cart line as the member saw it: the item and quantity, and the price shown (paise). */
export const checkoutLineSchema = z.object({
  itemId: idSchema,
  quantity: z.coerce
    .number({ message: 'validation.quantity' })
    .int({ message: 'validation.quantity' })
    .min(1, { message: 'validation.quantity' })
    .max(FNB_MAX_QUANTITY, { message: 'validation.quantity' }),
  /** The unit price the member saw, paise; a difference from the menu refuses the checkout. */
  price: z.coerce.number({ message: 'validation.price' }).int({ message: 'validation.price' }),
});

/** Club delivery goes to one of the member's saved addresses (the checkout form checks it too). */
export const checkoutAddressGiven = (v: { fulfilment: FnbFulfilment; addressId: number | null }) =>
  v.fulfilment !== 'club_delivery' || v.addressId !== null;
export const checkoutAddressIssue = { message: 'validation.address', path: ['addressId'] };

export const checkoutRequest = z
  .object({
    outlet: fnbOutletSchema,
    lines: z
      .array(checkoutLineSchema)
      .min(1, { message: 'validation.cartEmpty' })
      .max(60, { message: 'validation.tooMany' }),
    /** The total the member saw (paise): subtotal and tax. */
    expectedTotal: z.coerce
      .number({ message: 'validation.price' })
      .int({ message: 'validation.price' }),
    fulfilment: fnbFulfilmentSchema,
    /** The pickup or delivery slot, 'HH:MM' today (the club's time). */
    slot: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[03]0$/, { message: 'validation.slot' }),
    addressId: idSchema.nullable().default(null),
    /** On account (Active members within their credit limit) or by card (the payment port). */
    paymentMethod: fnbPaymentMethodSchema,
    notes: z.string().trim().max(300, { message: 'validation.textLong' }).default(''),
    termsAccepted: z.literal(true, { message: 'validation.terms' }),
    /** A random key per checkout attempt: two tabs or a double click place one order. */
    idempotencyKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'validation.required' }),
  })
  .refine(checkoutAddressGiven, checkoutAddressIssue);
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const cartChangeSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  change: z.enum(CART_CHANGES),
  /** For a price change: the price seen and the menu's now (paise). */
  was: z.number().int().nullable(),
  now: z.number().int().nullable(),
});
export type CartChange = z.infer<typeof cartChangeSchema>;

// ---- Orders

export const orderLineSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  /**
   * The item's name when it was ordered, in the reader's language (the read's `?lang=`;
   * English where the editors had not translated it then).
   */
  name: z.string(),
  diet: fnbDietSchema,
  kitchen: fnbKitchenSchema,
  /** Paise per unit, before tax. */
  price: z.number().int(),
  quantity: z.number().int(),
  /** price x quantity. */
  amount: z.number().int(),
  taxRate: z.number().int(),
  tax: z.number().int(),
  /** When staff removed the line (the order was Ordered); its amount is reversed. */
  removedAt: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({
  status: fnbOrderStatusSchema,
  at: z.string(),
  /** 'member', 'staff' or 'system'. */
  by: z.enum(['member', 'staff', 'system']),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export type OrderNoteCode = (typeof ORDER_NOTE_CODES)[number];

/** The stored form of the portal's own note. */
export const orderNote = (code: OrderNoteCode): string => `@${code}`;

/** The code of a note the portal wrote, or null for a person's own words. */
export function orderNoteCode(text: string | null | undefined): OrderNoteCode | null {
  if (!text?.startsWith('@')) return null;
  const code = text.slice(1);
  return (ORDER_NOTE_CODES as readonly string[]).includes(code) ? (code as OrderNoteCode) : null;
}

export type RefundTrouble = (typeof REFUND_TROUBLES)[number];

/** A card order's payment as the member and staff see it (null for an order on account). */
export const orderPaymentSchema = z.object({
  status: paymentStatusSchema,
  /** Minor units: what the card was (or is to be) charged. */
  amount: z.number().int(),
  /** What the provider has refunded so far (cancelled, rejected or removed items). */
  amountRefunded: z.number().int(),
  /** Refunds asked for and not yet issued by the provider, minor units. */
  amountRefundPending: z.number().int(),
  /** Why the last attempt failed (a declined card), in the provider's words, or null. */
  failureReason: z.string().nullable(),
  /** A refund the provider refused: tried again by itself, or given up (staff may retry). */
  refundTrouble: z.enum(REFUND_TROUBLES).nullable(),
  /** The same as a code the web app translates, or null. */
  failureReasonCode: paymentFailureReasonSchema.nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const fnbOrderSchema = z.object({
  id: z.number().int(),
  outlet: fnbOutletSchema,
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  status: fnbOrderStatusSchema,
  fulfilment: fnbFulfilmentSchema,
  /** The pickup or delivery time (ISO instant). */
  slotAt: z.string(),
  deliveryAddress: z.string().nullable(),
  paymentMethod: fnbPaymentMethodSchema,
  /** The card payment (a card order), or null (on account). */
  payment: orderPaymentSchema.nullable(),
  notes: z.string(),
  /** Sums of the lines not removed (paise). */
  subtotal: z.number().int(),
  tax: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  total: z.number().int(),
  invoiceNumber: z.string().nullable(),
  /** Why staff rejected or cancelled it (the member sees it). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Bumped by every change: a staff action names the version it saw. */
  version: z.number().int(),
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
});
export type FnbOrder = z.infer<typeof fnbOrderSchema>;

export const checkoutResponse = z.object({
  order: fnbOrderSchema,
  /**
   * For a card order: the provider's checkout to open, exactly as a dues payment's (the
   * sandbox's page at `checkoutUrl`, or Razorpay's Checkout.js); its result goes to
   * /api/payments/verify or /api/payments/checkout-closed. Null on account, and for a card
   * order that is no longer waiting for its payment.
   */
  checkout: checkoutSchema.nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const orderSummarySchema = fnbOrderSchema.omit({ lines: true, events: true }).extend({
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const myOrdersQuery = listQuery.pick({ pageIndex: true, pageSize: true }).extend({
  status: fnbOrderStatusSchema.optional(),
});
export const orderPage = pagedResponse(orderSummarySchema);

export const staffOrdersQuery = listQuery.extend({
  outlet: fnbOutletSchema.optional(),
  status: z.union([fnbOrderStatusSchema, z.literal('open')]).optional(),
  date: isoDateSchema.optional(),
  /** A member code. */
  member: z.string().trim().max(20).optional(),
  slot: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[03]0$/, { message: 'validation.slot' })
    .optional(),
  sortBy: z.enum(['createdAt', 'slotAt', 'total', 'status']).optional(),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuery>;

/** A staff action on an order: the version it saw (a stale one is told the order changed). */
export const orderStatusRequest = z.object({
  status: fnbOrderStatusSchema,
  version: z.number().int().min(0),
});
export const orderReasonRequest = z.object({
  reason: text(3, 300),
  version: z.number().int().min(0),
});
export const removeLineRequest = z.object({ version: z.number().int().min(0) });

/** Pickup slots of today for an outlet: each with whether it can still be chosen. */
export const slotSchema = z.object({
  time: z.string(),
  available: z.boolean(),
  /** Why not: too soon (lead time), outside the outlet's hours, full. */
  reason: z.enum(['past', 'closed', 'full']).nullable(),
});
export const slotsResponse = z.object({
  outlet: fnbOutletSchema,
  date: z.string(),
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

// ---- Live changes (server-sent events)

/** The event name of an order change on the orders' streams (`event: order`). */
export const FNB_ORDER_EVENT = 'order';

/**
 * An order was placed or changed (`data:` of an `order` event on GET /api/fnb/orders/stream,
 * the member's own orders, and GET /api/admin/fnb/orders/stream, every order): the screens
 * showing it load it again.
 */
export const fnbOrderChangedSchema = z.object({
  orderId: z.number().int(),
  memberId: z.number().int(),
  outlet: fnbOutletSchema,
  status: fnbOrderStatusSchema,
  /** The order's version after the change. */
  version: z.number().int(),
});
export type FnbOrderChanged = z.infer<typeof fnbOrderChangedSchema>;
