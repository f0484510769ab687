import { z } from 'zod';
import { listQuery, pagedResponse } from './lists.ts';
import { checkoutSchema } from './payments.ts';
import { idSchema } from './primitives.ts';
import {
  EVENT_BOOKING_STATUSES,
  EVENT_BOOKING_WHO,
  EVENT_PAYMENT_METHODS,
  EVENT_PRICE_LINES,
  EVENT_BOOKING_STEPS,
  EVENT_WAITLIST_STATUSES,
  EVENT_TABLE_SIZES,
} from './enums.ts';

/*
 * Event bookings (DOMAIN.md "Events", issue 11): a member books an event for themselves, their
 * spouse or both, dependents from their record and guests with their details, buffets, a table
 * request, a partner for doubles. Places are counted per person. The price is computed on the
 * server and, on account, charged to the member's ledger when booked. Card payment and the
 * waitlist come later: `paymentMethod` and the status list leave room for them.
 */

export const eventBookingStatusSchema = z.enum(EVENT_BOOKING_STATUSES, {
  message: 'validation.oneOf',
});
export type EventBookingStatus = z.infer<typeof eventBookingStatusSchema>;
/**
 * Live bookings: booked or confirmed (the report, the door list, the calendar, staff steps).
 * A card booking still waiting for its payment is not live yet.
 */
export const EVENT_LIVE_STATUSES: readonly EventBookingStatus[] = ['booked', 'confirmed'];
/**
 * Bookings that hold places (the per-member limit, an event's cancellation): the live ones and
 * a card booking whose checkout is open (`events.places_taken` counts all of them).
 */
export const EVENT_PLACE_STATUSES: readonly EventBookingStatus[] = [
  'pending_payment',
  ...EVENT_LIVE_STATUSES,
];

/**
 * The reason the portal itself writes on a booking (not staff's own words), shown in the
 * reader's language: a card booking whose checkout was given up.
 */
export const EVENT_CARD_NOT_COMPLETED = '@card_not_completed';

export const eventBookingWhoSchema = z.enum(EVENT_BOOKING_WHO, { message: 'validation.oneOf' });
export type EventBookingWho = z.infer<typeof eventBookingWhoSchema>;

/** The oldest age a guest or dependent may be given. */
export const EVENT_MAX_AGE = 100;
/** The most guests, dependents or buffets of one booking. */
export const EVENT_MAX_GUESTS = 20;
export const EVENT_MAX_BUFFETS = 100;

const count = (max: number) =>
  z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(0, { message: 'validation.number' })
    .max(max, { message: 'validation.number' });

/** A guest phone: 10 to 13 digits, spaces, dashes and a leading + allowed. */
export const guestPhoneSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\+?\d{10,13}$/.test(v), { message: 'validation.eventPhone' });

export const eventGuestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: 'validation.required' })
    .max(80, { message: 'validation.textLong' }),
  age: z.coerce
    .number({ message: 'validation.eventAge' })
    .int({ message: 'validation.eventAge' })
    .min(0, { message: 'validation.eventAge' })
    .max(EVENT_MAX_AGE, { message: 'validation.eventAge' }),
  phone: guestPhoneSchema,
});
export type EventGuest = z.infer<typeof eventGuestSchema>;

/** A booking (and its quote): what the member asks for. */
export const eventBookingRequest = z.object({
  eventId: idSchema,
  who: eventBookingWhoSchema.default('member'),
  /** Dependents on the member's record (member_family ids). */
  dependentIds: z
    .array(idSchema)
    .max(EVENT_MAX_GUESTS, { message: 'validation.tooMany' })
    .default([])
    .transform((v) => [...new Set(v)]),
  guests: z
    .array(eventGuestSchema)
    .max(EVENT_MAX_GUESTS, { message: 'validation.tooMany' })
    .default([]),
  buffetVeg: count(EVENT_MAX_BUFFETS).default(0),
  buffetNonVeg: count(EVENT_MAX_BUFFETS).default(0),
  /** The table size asked for (one of the event's), or null. */
  tableSize: z.coerce
    .number({ message: 'validation.oneOf' })
    .refine((v) => (EVENT_TABLE_SIZES as readonly number[]).includes(v), {
      message: 'validation.oneOf',
    })
    .nullable()
    .default(null),
  /** The partner's name (doubles). */
  partner: z.string().trim().max(120, { message: 'validation.textLong' }).default(''),
  comments: z.string().trim().max(1000, { message: 'validation.textLong' }).default(''),
  paymentMethod: z.enum(EVENT_PAYMENT_METHODS, { message: 'validation.oneOf' }).default('account'),
});
export type EventBookingRequest = z.input<typeof eventBookingRequest>;
export type EventBookingFields = z.output<typeof eventBookingRequest>;

export const eventPriceLineSchema = z.object({
  kind: z.enum(EVENT_PRICE_LINES),
  count: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type EventPriceLine = z.infer<typeof eventPriceLineSchema>;

/** The server's price: a line per kind, the places taken and the total (paise). */
export const eventBookingQuote = z.object({
  eventId: z.number().int(),
  heads: z.number().int(),
  lines: z.array(eventPriceLineSchema),
  total: z.number().int(),
  placesLeft: z.number().int(),
});
export type EventBookingQuote = z.infer<typeof eventBookingQuote>;

export const eventBookingDependentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.string(),
  age: z.number().int().nullable(),
});
export type EventBookingDependent = z.infer<typeof eventBookingDependentSchema>;

/** What a booking and a waitlist entry both say: the event, the member and who comes. */
const partyFields = {
  id: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  eventStartsAt: z.string(),
  venue: z.string(),
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  who: eventBookingWhoSchema,
  dependents: z.array(eventBookingDependentSchema),
  guests: z.array(z.object({ name: z.string(), age: z.number().int(), phone: z.string() })),
  buffetVeg: z.number().int(),
  buffetNonVeg: z.number().int(),
  tableSize: z.number().int().nullable(),
};

export const eventBookingSchema = z.object({
  ...partyFields,
  tableReply: z.string(),
  partner: z.string(),
  comments: z.string(),
  heads: z.number().int(),
  lines: z.array(eventPriceLineSchema),
  total: z.number().int(),
  paymentMethod: z.enum(EVENT_PAYMENT_METHODS),
  status: eventBookingStatusSchema,
  attended: z.boolean().nullable(),
  reason: z.string(),
  /** Whether the member may still cancel it (live, booking window open). */
  cancellable: z.boolean(),
  steps: z.array(z.object({ step: z.enum(EVENT_BOOKING_STEPS), by: z.string(), at: z.string() })),
  version: z.number().int(),
  createdAt: z.string(),
});
export type EventBooking = z.infer<typeof eventBookingSchema>;

/**
 * A booking just made: the booking and, by card, the provider's checkout (the booking waits in
 * `pending_payment` until it is paid); null on account.
 */
export const eventBookingPlaced = eventBookingSchema.extend({
  checkout: checkoutSchema.nullable(),
});
export type EventBookingPlaced = z.infer<typeof eventBookingPlaced>;

/** The checkout of a card booking still waiting for its payment (to resume paying). */
export const eventBookingCheckout = z.object({ checkout: checkoutSchema });
export type EventBookingCheckout = z.infer<typeof eventBookingCheckout>;

export const eventBookingPage = pagedResponse(eventBookingSchema);
export type EventBookingPage = z.infer<typeof eventBookingPage>;

/** A member's own list. */
export const myEventBookingList = z.object({ items: z.array(eventBookingSchema) });
export type MyEventBookingList = z.infer<typeof myEventBookingList>;

/** The member's own family on record (to pick dependents from). */
export const myEventFamily = z.object({
  hasSpouse: z.boolean(),
  dependents: z.array(eventBookingDependentSchema),
});
export type MyEventFamily = z.infer<typeof myEventFamily>;

const version = z.coerce.number({ message: 'validation.number' }).int().min(0);

export const eventBookingVersionRequest = z.object({ version });
export const eventBookingCancelRequest = z.object({
  version,
  reason: z.string().trim().max(500, { message: 'validation.textLong' }).default(''),
});
export const eventTableReplyRequest = z.object({
  version,
  reply: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(500, { message: 'validation.textLong' }),
});
export const eventAttendanceRequest = z.object({ version, attended: z.boolean() });

export const eventBookingListQuery = listQuery.extend({
  eventId: idSchema.optional(),
  status: eventBookingStatusSchema.optional(),
  sortBy: z.enum(['createdAt', 'member', 'heads', 'total']).optional(),
});
export type EventBookingListQuery = z.input<typeof eventBookingListQuery>;

export type EventWaitlistStatus = (typeof EVENT_WAITLIST_STATUSES)[number];
/** Statuses of an entry still in line (one per member and event). */
export const EVENT_WAITLIST_LIVE: readonly EventWaitlistStatus[] = ['waiting', 'offered'];

export const eventWaitlistEntrySchema = z.object({
  ...partyFields,
  heads: z.number().int(),
  lines: z.array(eventPriceLineSchema),
  total: z.number().int(),
  status: z.enum(EVENT_WAITLIST_STATUSES),
  /** The place in line among the entries still waiting or offered (1 = first), else null. */
  position: z.number().int().nullable(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  bookingId: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type EventWaitlistEntry = z.infer<typeof eventWaitlistEntrySchema>;

export const myEventWaitlist = z.object({ items: z.array(eventWaitlistEntrySchema) });
export type MyEventWaitlist = z.infer<typeof myEventWaitlist>;

/**
 * Joining the waitlist is "book, or wait when full" under one lock: the answer is the booking
 * when the places fit after all, else the entry.
 */
export const eventWaitlistJoinResult = z.object({
  booking: eventBookingSchema.nullable(),
  entry: eventWaitlistEntrySchema.nullable(),
  /** A booking made by card (places fitted, or an offer accepted): its checkout, else null. */
  checkout: checkoutSchema.nullable(),
});
export type EventWaitlistJoinResult = z.infer<typeof eventWaitlistJoinResult>;
