import { sql, and, eq } from 'drizzle-orm';
import type { EventBookingFields, EventWaitlistJoinResult, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events, eventWaitlist } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import {
  checkBookable,
  checkMemberStanding,
  partyColumns,
  priceBooking,
} from '../bookings/booking-store.ts';
import { toBookings } from '../bookings/booking-view.ts';
import { lockEvent } from '../catalog/event-store.ts';
import { writeNewBooking } from '../bookings/new-booking.ts';
import { openBookingCheckout } from '../bookings/open-booking-checkout.ts';
import { alreadyWaitlisted, toWaitlistEntries } from './waitlist-store.ts';

/**
 * "Book, or join the waitlist when full", under the event's row lock, so the line is in
 * arrival order: the fields are checked and priced as a booking's; when the party's places
 * still fit, it is booked (and charged) as usual (by card: waiting for its payment, the answer
 * carrying the checkout); otherwise the household joins the waitlist
 * as one entry (its price computed, nothing charged), audited, the member's mail enqueued.
 * A second entry of the household still in line: 409 `already_waitlisted` (a unique index).
 * The answer names the event in the reader's language (`lang`, English by default).
 */
export async function joinEventWaitlist(
  ctx: AppContext,
  actor: Actor,
  input: EventBookingFields & { lang?: Language },
): Promise<EventWaitlistJoinResult> {
  const { lang = 'en', ...f } = input;
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  const out = await changePublicData(ctx, ['events'], async (tx) => {
    // The member's row, then the event's: the order a booking takes them in (book-event.ts).
    await checkMemberStanding(tx, memberId, { lock: true });
    const event = await lockEvent(tx, f.eventId);
    checkBookable(event, now);
    const [inLine] = await tx
      .select({ id: eventWaitlist.id })
      .from(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.eventId, event.id),
          eq(eventWaitlist.memberId, memberId),
          sql`${eventWaitlist.status} in ('waiting', 'offered')`,
        ),
      );
    if (inLine) throw alreadyWaitlisted();
    const p = await priceBooking(tx, event, memberId, f, now);
    const taken = await tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${p.heads}` })
      .where(
        and(eq(events.id, event.id), sql`${events.placesTaken} + ${p.heads} <= ${events.capacity}`),
      )
      .returning({ id: events.id });
    if (taken.length > 0) {
      return { made: await writeNewBooking(ctx, tx, actor, memberId, event, f, p), entry: null };
    }
    const [w] = await tx
      .insert(eventWaitlist)
      .values({
        ...partyColumns(event.id, memberId, f, p),
        paymentMethod: f.paymentMethod,
        joinedByMember: actor.actingForMemberId ? null : memberId,
        joinedByStaff: actor.actingForMemberId ? actor.staffId : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!w) throw alreadyWaitlisted();
    await writeAudit(tx, actor, {
      action: 'events.waitlist.join',
      entity: 'event_waitlist',
      entityId: w.id,
      after: { ...f, heads: p.heads, total: p.total },
    });
    await enqueue(tx, 'event_waitlist.changed', { entryId: w.id, news: 'joined' });
    return { made: null, entry: w };
  });
  const checkout = out.made?.payment
    ? await openBookingCheckout(ctx, actor, out.made.payment)
    : null;
  return {
    booking: out.made ? (await toBookings(ctx.db, [out.made.booking], now, lang))[0]! : null,
    entry: out.entry ? (await toWaitlistEntries(ctx.db, [out.entry], lang))[0]! : null,
    checkout,
  };
}
