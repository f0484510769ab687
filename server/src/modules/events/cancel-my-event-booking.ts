import type { EventBooking, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { takeBookingStep, undoBooking } from './booking-steps.ts';

/**
 * The member cancels their own booking while the event's booking window is open (409 after
 * it closes): the places are given back and the charge reversed. Another member's booking: 404.
 * The answer names the event in the reader's language (`lang`, English by default).
 */
export async function cancelMyEventBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; lang?: Language },
): Promise<EventBooking> {
  const memberId = memberScope(actor);
  return takeBookingStep(ctx, actor, {
    id: input.id,
    version: input.version,
    memberId,
    from: ['booked', 'confirmed'],
    check: (_b, event, now) => {
      if (now >= event.bookingClosesAt || event.status !== 'published') {
        throw conflict(
          'A booking can be cancelled only while the booking window is open. Contact the club office.',
          'booking_not_cancellable',
        );
      }
    },
    set: (_b, now) => ({
      status: 'cancelled',
      cancelledAt: now,
      cancelledByMember: actor.actingForMemberId ? null : memberId,
      cancelledByStaff: actor.actingForMemberId ? actor.staffId : null,
    }),
    also: (tx, b, event, now) => undoBooking(tx, actor, b, event, now),
    audit: 'events.booking.cancel_own',
    news: 'cancelled',
    lang: input.lang,
  });
}
