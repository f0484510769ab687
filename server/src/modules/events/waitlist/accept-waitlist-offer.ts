import { eq } from 'drizzle-orm';
import type { EventWaitlistJoinResult, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventWaitlist, events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { checkMemberStanding } from '../bookings/booking-store.ts';
import { toBookings } from '../bookings/booking-view.ts';
import { writeNewBooking } from '../bookings/new-booking.ts';
import { openBookingCheckout } from '../bookings/open-booking-checkout.ts';
import { lockEntry, toWaitlistEntries, waitlistChanged } from './waitlist-store.ts';

/**
 * The member confirms their waitlist offer while it is open: the booking is made from the
 * entry (its places were held since the offer) and its charge posted (an entry that chose to
 * pay by card: the booking waits for its payment, holding the offer's places, and the answer
 * carries the checkout; given up, the places go on down the line), the entry marked booked,
 * audited, in one transaction. An offer no longer open (taken, declined, expired, or a stale
 * version): 409 `waitlist_changed`; another member's entry: 404. The answer names the event
 * in the reader's language (`lang`, English by default).
 */
export async function acceptWaitlistOffer(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; lang?: Language },
): Promise<EventWaitlistJoinResult> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  const out = await changePublicData(ctx, ['events'], async (tx) => {
    const w = await lockEntry(tx, input.id, memberId);
    if (
      w.status !== 'offered' ||
      w.version !== input.version ||
      !w.offerExpiresAt ||
      w.offerExpiresAt <= now
    ) {
      throw waitlistChanged();
    }
    await checkMemberStanding(tx, memberId);
    const [event] = await tx.select().from(events).where(eq(events.id, w.eventId));
    const made = await writeNewBooking(
      ctx,
      tx,
      actor,
      memberId,
      event!,
      w,
      { heads: w.heads, lines: w.lines, total: w.total, dependents: w.dependents },
      {
        audit: {
          action: 'events.booking.book',
          after: { waitlistEntryId: w.id, heads: w.heads, total: w.total },
        },
      },
    );
    const b = made.booking;
    const [after] = await tx
      .update(eventWaitlist)
      .set({
        status: 'booked',
        bookingId: b.id,
        closedAt: now,
        version: w.version + 1,
        updatedAt: now,
      })
      .where(eq(eventWaitlist.id, w.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'events.waitlist.accept',
      entity: 'event_waitlist',
      entityId: w.id,
      before: { status: w.status },
      after: { status: 'booked', bookingId: b.id },
    });
    return { made, entry: after! };
  });
  const checkout = out.made.payment
    ? await openBookingCheckout(ctx, actor, out.made.payment)
    : null;
  return {
    booking: (await toBookings(ctx.db, [out.made.booking], now, input.lang))[0]!,
    entry: (await toWaitlistEntries(ctx.db, [out.entry], input.lang))[0]!,
    checkout,
  };
}
