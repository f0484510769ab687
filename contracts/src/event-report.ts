import { z } from 'zod';
import { eventBookingStatusSchema, eventBookingWhoSchema } from './event-bookings.ts';
import { idSchema, readerLanguageQuery } from './primitives.ts';

/*
 * The Event Booking Report (SPEC.md §2 admin report/event, issue 11): one event's live bookings
 * (booked, confirmed): the member and their membership category, who is coming, dependents,
 * guests, buffets, the table request and the club's reply, attendance; totals of heads,
 * buffets by type and amount. Exported as CSV (texts in the reader's language) and printed as
 * a door list (alphabetical by member, with heads).
 */

export const eventReportQuery = readerLanguageQuery.extend({ eventId: idSchema });
export type EventReportQuery = z.input<typeof eventReportQuery>;

export const eventReportRowSchema = z.object({
  bookingId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  /** The member's membership category, in the reader's language. */
  category: z.string(),
  who: eventBookingWhoSchema,
  dependents: z.array(z.string()),
  guests: z.array(z.string()),
  buffetVeg: z.number().int(),
  buffetNonVeg: z.number().int(),
  tableSize: z.number().int().nullable(),
  tableReply: z.string(),
  heads: z.number().int(),
  total: z.number().int(),
  status: eventBookingStatusSchema,
  attended: z.boolean().nullable(),
});
export type EventReportRow = z.infer<typeof eventReportRowSchema>;

export const eventReportResponse = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    startsAt: z.string(),
    venue: z.string(),
    capacity: z.number().int(),
    placesTaken: z.number().int(),
  }),
  rows: z.array(eventReportRowSchema),
  totals: z.object({
    bookings: z.number().int(),
    heads: z.number().int(),
    buffetVeg: z.number().int(),
    buffetNonVeg: z.number().int(),
    amount: z.number().int(),
    attended: z.number().int(),
  }),
  /** Households still on the waitlist (waiting or offered) and their heads. */
  waitlist: z.object({ entries: z.number().int(), heads: z.number().int() }),
  currency: z.string(),
});
export type EventReportResponse = z.infer<typeof eventReportResponse>;
