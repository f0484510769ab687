import type { EventBooking, EventBookingFields } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { makeBooking } from './make-booking.ts';
import {
  checkBookable,
  checkMemberStanding,
  priceBooking,
  takePlaces,
  toBookings,
} from './booking-store.ts';
import { lockEvent } from './event-store.ts';

/**
 * A member books an event on account. Under the event's row lock (bookings of one event
 * queue behind it, so the per-member limit and the places are counted once) the fields are
 * checked and priced, the places taken by a conditional update (409 `event_full` when they do
 * not fit), the booking written and its charge posted to the member's ledger, audited, and the
 * member's mail enqueued, all in one transaction.
 */
export async function bookEvent(
  ctx: AppContext,
  actor: Actor,
  f: EventBookingFields,
): Promise<EventBooking> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  // The places left are part of the cached public events list: the change invalidates it.
  const row = await changePublicData(ctx, ['events'], async (tx) => {
    const event = await lockEvent(tx, f.eventId);
    checkBookable(event, now);
    await checkMemberStanding(tx, memberId);
    const p = await priceBooking(tx, event, memberId, f, now);
    await takePlaces(tx, event.id, p.heads);
    return makeBooking(tx, actor, memberId, event, f, p);
  });
  const [view] = await toBookings(ctx.db, [row], now);
  return view!;
}
