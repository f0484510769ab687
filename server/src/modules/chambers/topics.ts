import type { ChamberBookingStatus } from '@club/contracts';

/*
 * The chambers module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** A booking's status changed (asked, confirmed, rejected, cancelled, checked in or out). */
export interface ChamberBookingChanged {
  bookingId: number;
  status: ChamberBookingStatus;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'chamber_booking.changed': ChamberBookingChanged;
  }
}
