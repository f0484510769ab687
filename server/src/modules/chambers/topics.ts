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

/** An affiliate guest's club is asked to verify its guest (the request, or the office's resend). */
export interface ChamberClubCheckRequested {
  bookingId: number;
}

/** The affiliated club verified its guest (by its link, or the office recorded it). */
export interface ChamberClubVerified {
  bookingId: number;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'chamber_booking.changed': ChamberBookingChanged;
    'chamber_booking.club_check_requested': ChamberClubCheckRequested;
    'chamber_booking.club_verified': ChamberClubVerified;
  }
}
