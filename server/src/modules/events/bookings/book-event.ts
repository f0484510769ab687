import type { EventBookingFields, EventBookingPlaced, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeNewBooking } from './new-booking.ts';
import { checkBookable, checkMemberStanding, priceBooking, takePlaces } from './booking-store.ts';
import { toBookings } from './booking-view.ts';
import { lockEvent } from '../catalog/event-store.ts';
import { openBookingCheckout } from './open-booking-checkout.ts';

/**
 * A member books an event, on account or by card. Under the event's row lock (bookings of one event
 * queue behind it, so the per-member limit and the places are counted once) the fields are
 * checked and priced, the places taken by a conditional update (409 `event_full` when they do
 * not fit), the booking written and its charge posted to the member's ledger, audited, and the
 * member's mail enqueued, all in one transaction. By card the booking waits in
 * `pending_payment` holding its places, with its payment, and the answer carries the provider's
 * checkout (opened after the commit); the capture books and charges it (card-payment.ts).
 * The answer names the event in the reader's language (`lang`, English by default).
 */
export async function bookEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventBookingFields & { lang?: Language },
): Promise<EventBookingPlaced> {
  const { lang = 'en', ...f } = input;
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  // The places left are part of the cached public events list: the change invalidates it.
  const row = await changePublicData(ctx, ['events'], async (tx) => {
    const event = await lockEvent(tx, f.eventId);
    checkBookable(event, now);
    await checkMemberStanding(tx, memberId);
    const p = await priceBooking(tx, event, memberId, f, now);
    await takePlaces(tx, event.id, p.heads);
    return writeNewBooking(ctx, tx, actor, memberId, event, f, p);
  });
  const checkout = row.payment ? await openBookingCheckout(ctx, actor, row.payment) : null;
  const [view] = await toBookings(ctx.db, [row.booking], now, lang);
  return { ...view!, checkout };
}
