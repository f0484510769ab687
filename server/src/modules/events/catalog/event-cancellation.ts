import { and, asc, eq, inArray } from 'drizzle-orm';
import { EVENT_PLACE_STATUSES, EVENT_WAITLIST_LIVE } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { eventBookings, events, eventWaitlist } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { writeAudit } from '../../audit/index.ts';
import { giveUpOpenPayment } from '../../payments/index.ts';
import { paymentOfBooking } from '../bookings/booking-store.ts';
import { notifyEventBooking, reverseCharge } from '../bookings/booking-steps.ts';
import type { EventRow } from './view.ts';

/**
 * An event cancelled by the club, in the caller's transaction (which holds the event's row):
 * every booking holding places is cancelled: a live one's charge reversed on the member's
 * ledger and, paid by card, its card refunded (once, through the outbox); one still at its card
 * checkout (`pending_payment`) has its payment closed (a capture that still arrives is refunded
 * in full). Every entry still on the waitlist is closed (an offer's held places with it), each
 * audited and its member's mail enqueued; no places stay taken. Returns how many bookings and
 * entries it closed.
 */
export async function closeBookingsOf(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  event: EventRow,
  now: Date,
): Promise<{ bookings: number; entries: number }> {
  const live = await tx
    .select()
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.eventId, event.id),
        inArray(eventBookings.status, [...EVENT_PLACE_STATUSES]),
      ),
    )
    // In member order: the refunds lock their members' month totals (migration 0030) in the
    // one order every writer of many members' entries keeps.
    .orderBy(asc(eventBookings.memberId), asc(eventBookings.id))
    .for('update');
  for (const b of live) {
    await tx
      .update(eventBookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledByStaff: actor.staffId,
        version: b.version + 1,
        updatedAt: now,
      })
      .where(eq(eventBookings.id, b.id));
    const charged = b.status !== 'pending_payment' && b.total > 0;
    if (charged) {
      await reverseCharge(tx, actor, b, event, 'The event was cancelled by the club.');
    } else if (b.status === 'pending_payment') {
      const payment = await paymentOfBooking(tx, b.id);
      if (payment) {
        await giveUpOpenPayment(ctx, tx, actor, payment.id, 'The event was cancelled by the club.');
      }
    }
    await writeAudit(tx, actor, {
      action: 'events.booking.cancel_event',
      entity: 'event_booking',
      entityId: b.id,
      before: { status: b.status },
      after: { status: 'cancelled', reversed: charged ? b.total : 0 },
    });
    await enqueue(tx, 'event_booking.changed', { bookingId: b.id, news: 'event_cancelled' });
    await notifyEventBooking(
      tx,
      { ...b, status: 'cancelled', version: b.version + 1 },
      event,
      'event_cancelled',
    );
  }
  const entries = await tx
    .select()
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, event.id),
        inArray(eventWaitlist.status, [...EVENT_WAITLIST_LIVE]),
      ),
    )
    .orderBy(asc(eventWaitlist.id))
    .for('update');
  for (const w of entries) {
    await tx
      .update(eventWaitlist)
      .set({ status: 'closed', closedAt: now, version: w.version + 1, updatedAt: now })
      .where(eq(eventWaitlist.id, w.id));
    await writeAudit(tx, actor, {
      action: 'events.waitlist.close',
      entity: 'event_waitlist',
      entityId: w.id,
      before: { status: w.status },
      after: { status: 'closed' },
    });
    await enqueue(tx, 'event_waitlist.changed', { entryId: w.id, news: 'closed' });
  }
  await tx.update(events).set({ placesTaken: 0 }).where(eq(events.id, event.id));
  return { bookings: live.length, entries: entries.length };
}
