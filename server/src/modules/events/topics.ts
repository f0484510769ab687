/*
 * The events module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** What happened to a booking that the member is told of. */
export const EVENT_BOOKING_NEWS = ['booked', 'confirmed', 'cancelled', 'table_replied'] as const;
export type EventBookingNews = (typeof EVENT_BOOKING_NEWS)[number];

export interface EventBookingChanged {
  bookingId: number;
  news: EventBookingNews;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'event_booking.changed': EventBookingChanged;
  }
}
