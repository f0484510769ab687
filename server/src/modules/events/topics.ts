/*
 * The events module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** What happened to a booking that the member is told of. */
export const EVENT_BOOKING_NEWS = [
  'booked',
  'confirmed',
  'cancelled',
  'table_replied',
  'event_cancelled',
] as const;
export type EventBookingNews = (typeof EVENT_BOOKING_NEWS)[number];

export interface EventBookingChanged {
  bookingId: number;
  news: EventBookingNews;
}

/** What happened to a waitlist entry that the member is told of. */
export const EVENT_WAITLIST_NEWS = ['joined', 'offered', 'expired', 'closed'] as const;
export type EventWaitlistNews = (typeof EVENT_WAITLIST_NEWS)[number];

export interface EventWaitlistChanged {
  entryId: number;
  news: EventWaitlistNews;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'event_booking.changed': EventBookingChanged;
    'event_waitlist.changed': EventWaitlistChanged;
  }
}
