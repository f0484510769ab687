import type { EventBooking, Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { myCancellation, notCancellable } from '../../bookings/index.ts';
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
  const mine = myCancellation(actor);
  return takeBookingStep(ctx, actor, {
    id: input.id,
    version: input.version,
    memberId: mine.memberId,
    from: ['booked', 'confirmed'],
    check: (_b, event, now) => {
      if (now >= event.bookingClosesAt || event.status !== 'published') {
        throw notCancellable(
          'A booking can be cancelled only while the booking window is open. Contact the club office.',
        );
      }
    },
    set: (_b, now) => ({
      status: 'cancelled',
      ...mine.columns(now),
    }),
    also: (tx, b, event, now) => undoBooking(tx, actor, b, event, now),
    audit: 'events.booking.cancel_own',
    news: 'cancelled',
    lang: input.lang,
  });
}
