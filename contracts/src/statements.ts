import { z } from 'zod';
import { isoMonthSchema } from './primitives.ts';
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_SOURCES } from './enums.ts';

/** A statement month, 'YYYY-MM' (in the club's time zone). */
export const statementMonthSchema = isoMonthSchema;
export const statementMonthParams = z.object({ month: statementMonthSchema });

export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export type LedgerEntrySource = (typeof LEDGER_ENTRY_SOURCES)[number];

/** The member's payments page (member/payments, "Pay Dues"): every online payment with its status. */
export const MEMBER_PAYMENTS_PATH = '/member/payments';
/** A food and beverage order's page (SPEC.md §2 member/foodordering/orders/detail/{id}). */
export const fnbOrderPath = (orderId: number | string) =>
  `/member/foodordering/orders/detail/${orderId}`;
/** A member's event booking's page (SPEC.md §2 member/events/orders/detail/{id}). */
export const eventBookingPath = (bookingId: number | string) =>
  `/member/events/orders/detail/${bookingId}`;

/**
 * The order an 'fnb_order' entry belongs to: its source id is the order's id ('42': the charge
 * and a card payment), or starts with it ('42:cancelled', '42:line:7', '42:refund:3').
 */
export function fnbOrderIdOf(sourceId: string): number | null {
  const m = /^([1-9]\d{0,9})(?::|$)/.exec(sourceId);
  return m ? Number(m[1]) : null;
}

/**
 * Where an entry's cause is shown in the web app (a path inside the app), or null when no page
 * shows it. An online payment ('dues', source id = the payment) is on the member's payments
 * page; an order's entries ('fnb_order') on the order's page; an event booking's (charge, card
 * payment, reversal, refund: '12', '12:refund:3') on the booking's page; a room stay's and a hall
 * booking's on My Chamber Bookings and the member's hall bookings (SPEC.md §2 chamber/myBooking,
 * banquet/myBooking); subscriptions, imported club bills and office entries have none.
 */
export function ledgerSourceLink(source: string, sourceId: string | null): string | null {
  if (!sourceId) return null;
  switch (source) {
    case 'dues':
      return MEMBER_PAYMENTS_PATH;
    case 'fnb_order': {
      const orderId = fnbOrderIdOf(sourceId);
      return orderId === null ? null : fnbOrderPath(orderId);
    }
    case 'event_booking': {
      const bookingId = fnbOrderIdOf(sourceId);
      return bookingId === null ? null : eventBookingPath(bookingId);
    }
    case 'chamber_booking':
      return '/member/chamber/myBooking';
    case 'banquet_booking':
      // The advance, the final bill's balance and a refund: the member's hall bookings.
      return '/member/banquet/myBooking';
    default:
      return null;
  }
}

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  postedAt: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  source: z.enum(LEDGER_ENTRY_SOURCES),
  sourceId: z.string().nullable(),
  /** A readable reference to the cause (order number, bill date, payment id). */
  reference: z.string(),
  /** The page of the cause inside the app, or null. */
  link: z.string().nullable(),
  description: z.string(),
  /** Minor units: + charge, - payment or credit. */
  amount: z.number().int(),
  taxAmount: z.number().int(),
  /** The balance after this entry, minor units. */
  balance: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * One month's totals. charges: everything that raised the balance; payments: what the
 * member paid; credits: other entries that lowered it. opening + charges - payments -
 * credits = closing, always.
 */
export const statementTotalsSchema = z.object({
  month: statementMonthSchema,
  openingBalance: z.number().int(),
  charges: z.number().int(),
  payments: z.number().int(),
  credits: z.number().int(),
  closingBalance: z.number().int(),
  entryCount: z.number().int(),
  /** The month is still running (its transactions so far). */
  current: z.boolean(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const statementMonthsResponse = z.object({
  currency: z.string(),
  /** The member's balance now, minor units (+ owes the club). */
  balance: z.number().int(),
  currentMonth: statementMonthSchema,
  /** Newest first, from the current month back to the first month with an entry. */
  months: z.array(statementTotalsSchema),
});
export type StatementMonthsResponse = z.infer<typeof statementMonthsResponse>;

export const statementMemberSchema = z.object({
  code: z.string(),
  name: z.string(),
  membershipType: z.string(),
  status: z.string(),
  address: z.string(),
  email: z.string().nullable(),
});

export const statementResponse = z.object({
  currency: z.string(),
  member: statementMemberSchema,
  totals: statementTotalsSchema,
  /** The month's first and last instant (exclusive), ISO. */
  from: z.string(),
  to: z.string(),
  /** Oldest first. */
  entries: z.array(ledgerEntrySchema),
});
export type StatementResponse = z.infer<typeof statementResponse>;

/**
 * The member's statement page as it opens: the months and, in the reader's language, the
 * newest month's statement (one request instead of two, one after the other).
 */
export const memberStatementMonthsResponse = statementMonthsResponse.extend({
  latest: statementResponse,
});
export type MemberStatementMonthsResponse = z.infer<typeof memberStatementMonthsResponse>;

/** The member dashboard: balance, last statement, recent activity. */
export const accountSummaryResponse = z.object({
  currency: z.string(),
  balance: z.number().int(),
  creditLimit: z.number().int(),
  /** The last complete month, or null when there is none yet. */
  lastStatement: statementTotalsSchema.nullable(),
  /** The current month so far. */
  currentMonth: statementTotalsSchema,
  /** Newest first. */
  recent: z.array(ledgerEntrySchema),
});
export type AccountSummaryResponse = z.infer<typeof accountSummaryResponse>;

// ---- The monthly bill import (DOMAIN.md: bill date, member code, opening, bill amount, received, closing)

export const statementImportRowSchema = z.object({
  line: z.number().int(),
  billDate: z.string(),
  memberCode: z.string(),
  memberName: z.string().nullable(),
  opening: z.number().int(),
  billAmount: z.number().int(),
  received: z.number().int(),
  closing: z.number().int(),
});
export type StatementImportRow = z.infer<typeof statementImportRowSchema>;

export const statementImportErrorSchema = z.object({
  /** The CSV line (1 = the header), or 0 for the file as a whole. */
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type StatementImportError = z.infer<typeof statementImportErrorSchema>;

export const statementImportSummarySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileSha256: z.string(),
  period: z.string(),
  rowCount: z.number().int(),
  totalBilled: z.number().int(),
  totalReceived: z.number().int(),
  importedBy: z.string(),
  importedAt: z.string(),
});
export type StatementImportSummary = z.infer<typeof statementImportSummarySchema>;

export const statementImportPreviewResponse = z.object({
  fileName: z.string(),
  fileSha256: z.string(),
  period: z.string().nullable(),
  rows: z.array(statementImportRowSchema),
  errors: z.array(statementImportErrorSchema),
  totalBilled: z.number().int(),
  totalReceived: z.number().int(),
  /** The same file was imported before: importing it again changes nothing. */
  alreadyImported: statementImportSummarySchema.nullable(),
});
export type StatementImportPreviewResponse = z.infer<typeof statementImportPreviewResponse>;

export const statementImportResultResponse = z.object({
  import: statementImportSummarySchema,
  alreadyImported: z.boolean(),
  entriesPosted: z.number().int(),
  message: z.string(),
});
export type StatementImportResultResponse = z.infer<typeof statementImportResultResponse>;

export const statementImportDetailResponse = z.object({
  import: statementImportSummarySchema,
  rows: z.array(statementImportRowSchema),
});
export type StatementImportDetailResponse = z.infer<typeof statementImportDetailResponse>;
