import type { EventBookingFields, EventBookingPlaced, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeNewBooking } from './new-booking.ts';
import {
  checkBookable,
  checkMemberStanding,
  eventFull,
  EventMoved,
  priceBooking,
  takePlaces,
} from './booking-store.ts';
import { toBookings } from './booking-view.ts';
import { eventChanged, readEvent } from '../catalog/event-store.ts';
import { openBookingCheckout } from './open-booking-checkout.ts';

/** How many times a booking runs again when its event changed under it before 409. */
const ATTEMPTS = 3;

/**
 * A member books an event, on account or by card, in one transaction, ordered so that the
 * event's row (which every booking of the event needs) is held for one statement:
 * 1. the event is read, unlocked, before the transaction: closed, or with no place left, it is
 *    refused at once (409);
 * 2. the member's row is locked (their bookings and waitlist entries queue, so the per-member
 *    limit counts each place once), their standing checked, and the fields checked and priced
 *    against the event as read; the places the member holds are read with the event's places
 *    as they are now, and an event filled or changed since step 1 is refused (or run again)
 *    here, before anything is written (a rush's members all pass step 1 at once);
 * 3. the booking's row is written (nothing of it is seen before the commit);
 * 4. last, in one statement: its charge on the member's ledger, its audit entry and mail job,
 *    and the places, taken by one conditional update that holds only while they fit and the
 *    event is the version step 1 read (409 `event_full` otherwise, and the rollback takes back
 *    step 3). An event changed meanwhile (its details, its status) runs the booking
 *    again from step 1; after ATTEMPTS, 409 `event_changed`.
 * By card the booking waits in `pending_payment` holding its places, with its payment, and the
 * answer carries the provider's checkout (opened after the commit); the capture books and
 * charges it (card-payment.ts). The answer names the event in the reader's language (`lang`,
 * English by default).
 */
export async function bookEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventBookingFields & { lang?: Language },
): Promise<EventBookingPlaced> {
  const { lang = 'en', ...f } = input;
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  const book = async () => {
    // Read unlocked, before the transaction: a closed or full event is refused at once, without
    // queueing for a connection's transaction (the places are checked again, exactly, at the end).
    const event = await readEvent(ctx.db, f.eventId);
    checkBookable(event, now);
    if (event.placesTaken >= event.capacity) throw eventFull();
    // The places left are part of the cached public events list: the change invalidates it.
    const made = await changePublicData(ctx, ['events'], async (tx) => {
      await checkMemberStanding(tx, memberId, { lock: true });
      // Refused early (no room left, the event moved) with the places held, read fresh.
      const p = await priceBooking(tx, event, memberId, f, now, { stillFits: true });
      // The booking's charge, audit entry and job are written in one statement with its places.
      return writeNewBooking(ctx, tx, actor, memberId, event, f, p, {
        last: (writes) => takePlaces(tx, event, p.heads, writes),
      });
    });
    // The places were taken at the version read: the event as read is the one booked.
    return { ...made, event };
  };
  let row: Awaited<ReturnType<typeof book>> | undefined;
  for (let attempt = 1; !row; attempt++) {
    try {
      row = await book();
    } catch (err) {
      if (!(err instanceof EventMoved)) throw err;
      if (attempt === ATTEMPTS) throw eventChanged();
    }
  }
  const checkout = row.payment ? await openBookingCheckout(ctx, actor, row.payment) : null;
  const [view] = await toBookings(ctx.db, [row.booking], now, lang, [row.event]);
  return { ...view!, checkout };
}
