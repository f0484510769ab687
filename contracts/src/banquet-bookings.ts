import { z } from 'zod';
import { BANQUET_MAX_CAPACITY, banquetMoneySchema } from './banquets.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { checkoutSchema } from './payments.ts';
import { idSchema, isoDateSchema, isoMonthSchema } from './primitives.ts';
import type { BANQUET_SLOTS } from './enums.ts';
import {
  BANQUET_ADDON_PRICINGS,
  BANQUET_BOOKING_STATUSES,
  BANQUET_SESSIONS_OF_DAY,
  BANQUET_LINE_KINDS,
  BANQUET_SLOT_STATES,
  BANQUET_BOOKING_STEPS,
} from './enums.ts';
import { BANQUET_BOOKINGS_API } from './api-paths.ts';

/*
 * Bookings of the banquet halls (DOMAIN.md "Banquet halls"): a member asks for a hall on a date
 * for a session (a 4-hour morning or evening, or the 8-hour full day that takes both), with the
 * guests, the extras, a menu package with the dishes chosen per course and add-ons. The office
 * confirms with an advance and its due date (charged to the member's account), fixes the final
 * guest count and completes the function with the final bill (extra plates on actuals, minus the
 * advance). A pending request holds its slot; the database refuses a second live booking of a
 * hall's slot. Money is minor units (paise); each booking keeps the cancellation policy in force
 * when it was made.
 */

export const banquetBookingStatusSchema = z.enum(BANQUET_BOOKING_STATUSES, {
  message: 'validation.oneOf',
});
export type BanquetBookingStatus = z.infer<typeof banquetBookingStatusSchema>;

export const banquetSessionSchema = z.enum(BANQUET_SESSIONS_OF_DAY, {
  message: 'validation.oneOf',
});
export type BanquetSessionOfDay = z.infer<typeof banquetSessionSchema>;
export const BANQUET_SESSION_HOURS: Record<BanquetSessionOfDay, 4 | 8> = {
  morning: 4,
  evening: 4,
  full_day: 8,
};
/** The club's times of each session (its time zone). */
export const BANQUET_SESSION_TIMES: Record<BanquetSessionOfDay, { from: string; to: string }> = {
  morning: { from: '10:00', to: '14:00' },
  evening: { from: '18:00', to: '22:00' },
  full_day: { from: '12:00', to: '20:00' },
};
export type BanquetSlot = (typeof BANQUET_SLOTS)[number];
export const slotsOf = (s: BanquetSessionOfDay): BanquetSlot[] =>
  s === 'full_day' ? ['morning', 'evening'] : [s];

/** Days before the function from which the final guest count may rise but not fall. */
export const BANQUET_GUEST_CUTOFF_DAYS = 3;
export const BANQUET_MAX_VALET = 50;

const int = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const version = int(0, 2_147_483_647, 'validation.number');

/** The details and menu of a function: what its price depends on (quote and request alike). */
export const banquetBookingRequest = z.object({
  hallId: idSchema,
  date: isoDateSchema,
  session: banquetSessionSchema,
  guests: int(1, BANQUET_MAX_CAPACITY, 'validation.banquetGuests'),
  projector: z.boolean().default(false),
  music: z.boolean().default(false),
  valetDrivers: int(0, BANQUET_MAX_VALET, 'validation.banquetValet').default(0),
  comments: z.string().trim().max(1000, { message: 'validation.textLong' }).default(''),
  packageId: idSchema,
  dishIds: z.array(idSchema).max(200, { message: 'validation.tooMany' }).default([]),
  addonIds: z.array(idSchema).max(50, { message: 'validation.tooMany' }).default([]),
});
export type BanquetBookingRequest = z.input<typeof banquetBookingRequest>;
export const banquetQuoteRequest = banquetBookingRequest;
export type BanquetQuoteRequest = BanquetBookingRequest;

export type BanquetLineKind = (typeof BANQUET_LINE_KINDS)[number];

/** One line of a price: what, how many, at what, the amount (minor units, before tax). */
export const banquetLineSchema = z.object({
  kind: z.enum(BANQUET_LINE_KINDS),
  /** The package's or add-on's name ('' for the hall's own lines). */
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type BanquetLine = z.infer<typeof banquetLineSchema>;

export const banquetQuoteSchema = z.object({
  hours: z.number().int(),
  lines: z.array(banquetLineSchema),
  subtotal: z.number().int(),
  /** The hall's GST rate, basis points. */
  taxRate: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type BanquetQuote = z.infer<typeof banquetQuoteSchema>;

export const banquetMenuCourseSchema = z.object({
  courseId: z.number().int(),
  course: z.string(),
  choose: z.number().int(),
  dishes: z.array(z.object({ id: z.number().int(), name: z.string(), veg: z.boolean() })),
});
export type BanquetMenuCourse = z.infer<typeof banquetMenuCourseSchema>;

export const banquetAvailabilityQuery = z.object({ month: isoMonthSchema });
export type BanquetSlotState = (typeof BANQUET_SLOT_STATES)[number];
export const banquetAvailabilitySchema = z.object({
  month: z.string(),
  /** The club's date today: dates before it cannot be asked for. */
  today: z.string(),
  halls: z.array(
    z.object({
      hallId: z.number().int(),
      name: z.string(),
      capacity: z.number().int(),
      dates: z.array(
        z.object({
          date: z.string(),
          morning: z.enum(BANQUET_SLOT_STATES),
          evening: z.enum(BANQUET_SLOT_STATES),
        }),
      ),
    }),
  ),
});
export type BanquetAvailability = z.infer<typeof banquetAvailabilitySchema>;

export const banquetRefundSchema = z.object({
  /** What the member was charged so far (the advance once confirmed). */
  paid: z.number().int(),
  daysBefore: z.number().int(),
  refundPercent: z.number().int(),
  refund: z.number().int(),
});
export type BanquetRefund = z.infer<typeof banquetRefundSchema>;

export type BanquetBookingStep = (typeof BANQUET_BOOKING_STEPS)[number];

export const banquetBookingSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  hallId: z.number().int(),
  hallName: z.string(),
  date: z.string(),
  session: banquetSessionSchema,
  hours: z.number().int(),
  guests: z.number().int(),
  /** The final guest count the office set (null: as asked). */
  finalGuests: z.number().int().nullable(),
  projector: z.boolean(),
  music: z.boolean(),
  valetDrivers: z.number().int(),
  comments: z.string(),
  packageId: z.number().int(),
  packageName: z.string(),
  costPerGuest: z.number().int(),
  menu: z.array(banquetMenuCourseSchema),
  addons: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      pricing: z.enum(BANQUET_ADDON_PRICINGS),
      price: z.number().int(),
    }),
  ),
  lines: z.array(banquetLineSchema),
  subtotal: z.number().int(),
  taxRate: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  status: banquetBookingStatusSchema,
  reason: z.string(),
  /** The advance charged on confirmation, and when it is due. */
  advance: z.number().int().nullable(),
  advanceDueOn: z.string().nullable(),
  /** When the member paid the advance by card (null: not paid by card yet). */
  advancePaidAt: z.string().nullable(),
  /** Whether the member may pay the advance by card now (confirmed, an advance due, unpaid). */
  advancePayable: z.boolean(),
  /** The final bill on completion (extra plates on actuals included) and the balance charged. */
  finalTotal: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  /** What cancelling refunded (a credit on the account). */
  refund: z.number().int().nullable(),
  /** The booking's copy of the club's cancellation policy when it was made. */
  policy: cancellationPolicySchema,
  /** Who did each step and when, in order. */
  steps: z.array(z.object({ step: z.enum(BANQUET_BOOKING_STEPS), by: z.string(), at: z.string() })),
  /** Whether the member may still cancel it (before the function's day). */
  cancellable: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type BanquetBooking = z.infer<typeof banquetBookingSchema>;

export const banquetBookingList = z.object({ items: z.array(banquetBookingSchema) });
export type BanquetBookingList = z.infer<typeof banquetBookingList>;

export const banquetBookingListQuery = listQuery.extend({
  status: banquetBookingStatusSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type BanquetBookingListQuery = z.input<typeof banquetBookingListQuery>;
export const banquetBookingPage = pagedResponse(banquetBookingSchema);

export const banquetStepRequest = z.object({ version });
export type BanquetStepRequest = z.input<typeof banquetStepRequest>;

export const banquetRejectRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(2, { message: 'validation.textShort' })
    .max(200, { message: 'validation.textLong' }),
  version,
});
export type BanquetRejectRequest = z.input<typeof banquetRejectRequest>;

export const banquetCancelRequest = z.object({
  reason: z.string().trim().max(200, { message: 'validation.textLong' }).default(''),
  version,
});
export type BanquetCancelRequest = z.input<typeof banquetCancelRequest>;

export const banquetConfirmRequest = z.object({
  /** Typed in rupees ('25000'), stored in paise. */
  advance: banquetMoneySchema,
  advanceDueOn: isoDateSchema,
  version,
});
export type BanquetConfirmRequest = z.input<typeof banquetConfirmRequest>;

export const banquetFinalGuestsRequest = z.object({
  guests: int(1, BANQUET_MAX_CAPACITY, 'validation.banquetGuests'),
  version,
});
export type BanquetFinalGuestsRequest = z.input<typeof banquetFinalGuestsRequest>;

/** The member pays a confirmed booking's advance by card: the booking and the provider's checkout. */
export const banquetAdvancePaymentSchema = z.object({
  booking: banquetBookingSchema,
  checkout: checkoutSchema,
});
export type BanquetAdvancePayment = z.infer<typeof banquetAdvancePaymentSchema>;

/** POST: opens (or opens again) the card checkout of a booking's advance. */
export const banquetAdvancePaymentPath = (id: number) =>
  `${BANQUET_BOOKINGS_API.myBookings}/${id}/advance-payment`;

export const functionSheetUrl = (id: number) =>
  `${BANQUET_BOOKINGS_API.bookings}/${id}/function-sheet.pdf`;
