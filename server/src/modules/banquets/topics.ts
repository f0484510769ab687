import type { BanquetBookingStatus } from '@club/contracts';

/*
 * The banquets module's outbox topics: what its use cases enqueue in their transactions, and
 * what its handlers do after the commit.
 */

/** What a member's mail about a hall booking tells: its new status, the final guest count, or the advance paid by card. */
export type BanquetMailKind = BanquetBookingStatus | 'guests_set' | 'advance_paid';

/** A hall booking changed (asked, confirmed, rejected, guests set, completed, cancelled). */
export interface BanquetBookingChanged {
  bookingId: number;
  kind: BanquetMailKind;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'banquet_booking.changed': BanquetBookingChanged;
  }
}
