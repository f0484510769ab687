import { memberScope, type Actor } from '../../actor.ts';
import { conflict } from '../../lib/errors.ts';

/* The member cancels their own booking: what every area's "cancel mine" shares. */

/** The statuses a member cancels their own request or booking from (chambers, banquets). */
export const MY_CANCEL_FROM = ['requested', 'confirmed'] as const;

/** 409 `booking_not_cancellable`: the member may no longer cancel it themselves. */
export const notCancellable = (detail: string) => conflict(detail, 'booking_not_cancellable');

/**
 * The member's own cancellation: whose booking (`memberScope`: the signed-in member or the one
 * an admin acts for; another's is 404 under the lock) and the columns it sets (when, and who:
 * the member, or the staff acting for them).
 */
export function myCancellation(actor: Actor) {
  const memberId = memberScope(actor);
  return {
    memberId,
    columns: (at: Date) => ({
      cancelledAt: at,
      cancelledByMember: actor.actingForMemberId ? null : memberId,
      cancelledByStaff: actor.actingForMemberId ? actor.staffId : null,
    }),
  };
}

/**
 * The member's own cancellation of a request or confirmed booking before its day (the check-in,
 * the function's day): the part of the step every such area shares, which the area spreads into
 * its `takeStep` with its own effects (`also`: rooms, refund) and audit action. From the booking's
 * day on: 409 `booking_not_cancellable` with the area's `tooLate` text.
 */
export function myCancelStep<Row, Set extends object>(
  actor: Actor,
  input: { id: number; version: number },
  o: {
    dayOf: (row: Row) => string;
    tooLate: string;
    /** The area's own columns (a refund's). */
    set: (row: Row, today: string) => Set;
  },
) {
  const mine = myCancellation(actor);
  return {
    id: input.id,
    version: input.version,
    memberId: mine.memberId,
    from: MY_CANCEL_FROM,
    to: 'cancelled' as const,
    check: (b: Row, today: string) => {
      if (o.dayOf(b) <= today) throw notCancellable(o.tooLate);
    },
    set: (b: Row, today: string) => ({ ...o.set(b, today), ...mine.columns(new Date()) }),
  };
}
