import type { EventBooking, EventBookingFields } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { eventBookings } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { postLedgerEntry } from '../ledger/index.ts';
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
    const [b] = await tx
      .insert(eventBookings)
      .values({
        eventId: event.id,
        memberId,
        who: f.who,
        dependents: p.dependents,
        guests: f.guests,
        buffetVeg: f.buffetVeg,
        buffetNonVeg: f.buffetNonVeg,
        tableSize: f.tableSize,
        partner: f.partner,
        comments: f.comments,
        heads: p.heads,
        lines: p.lines,
        total: p.total,
        paymentMethod: f.paymentMethod,
        bookedByMember: actor.actingForMemberId ? null : memberId,
        bookedByStaff: actor.actingForMemberId ? actor.staffId : null,
      })
      .returning();
    if (p.total > 0) {
      await postLedgerEntry(tx, {
        memberId,
        kind: 'charge',
        source: 'event_booking',
        sourceId: String(b!.id),
        text: { key: 'event.charge', params: { bookingId: b!.id, event: event.title } },
        amount: p.total,
        createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
        createdByMemberId: actor.actingForMemberId ? null : memberId,
      });
    }
    await writeAudit(tx, actor, {
      action: 'events.booking.book',
      entity: 'event_booking',
      entityId: b!.id,
      after: { ...f, heads: p.heads, total: p.total },
    });
    await enqueue(tx, 'event_booking.changed', { bookingId: b!.id, news: 'booked' });
    return b!;
  });
  const [view] = await toBookings(ctx.db, [row], now);
  return view!;
}
