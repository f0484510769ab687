import { and, eq } from 'drizzle-orm';
import { EVENT_CARD_NOT_COMPLETED, eventBookingPath } from '@club/contracts';
import type { PaymentPurposeHandler } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { eventBookings, events } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { notifyPublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { requestRefund, type PaymentRow } from '../../payments/index.ts';
import { lockBooking, releasePlaces } from './booking-store.ts';
import { lockEvent } from '../catalog/event-store.ts';
import { titleParam } from '../catalog/view.ts';
import { offerFreedPlaces } from '../waitlist/waitlist-store.ts';

/*
 * An event booking paid by card (purpose 'event_booking', reference = the booking's id). The
 * booking waits in `pending_payment`, holding its places with nothing on the ledger, until its
 * payment is captured (whichever of the browser's return, the webhook or the reconciliation
 * reports it first: the payments module calls these once, in its transaction, the payment's
 * row locked) or given up. Locks: the payment's row, then the event's, then the booking's (the
 * event-then-booking order of every event use case); an event's cancellation, which holds the
 * event first, takes a payment's row only with SKIP LOCKED, so the two never wait on each other.
 */

const bookingOf = (payment: PaymentRow) => Number(payment.reference);

/** The booking's event (locked) and the booking (locked). */
async function lockBoth(tx: Tx, bookingId: number) {
  const [seen] = await tx
    .select({ eventId: eventBookings.eventId })
    .from(eventBookings)
    .where(eq(eventBookings.id, bookingId));
  if (!seen) throw new Error(`event booking ${bookingId} of a payment is missing`);
  const event = await lockEvent(tx, seen.eventId);
  const booking = await lockBooking(tx, bookingId);
  return { event, booking };
}

export const eventBookingPaymentPurpose: PaymentPurposeHandler = {
  /**
   * The card paid: the booking is booked, the ledger gets its charge and the payment (source
   * ids = the booking's id, kinds charge and payment: each posted once), audited, and the
   * member mailed as for a booking on account. A payment that arrives for a booking no longer
   * waiting (given up, or the event cancelled) is recorded and refunded in full.
   */
  async captured(_ctx, tx, actor, payment) {
    const { event, booking } = await lockBoth(tx, bookingOf(payment));
    const params = { bookingId: booking.id, event: titleParam(event) };
    const by = {
      createdByMemberId: booking.bookedByStaff ? null : booking.memberId,
      createdByStaffId: booking.bookedByStaff,
    };
    if (booking.status !== 'pending_payment') {
      await postLedgerEntry(tx, {
        memberId: payment.memberId,
        kind: 'payment',
        source: 'event_booking',
        sourceId: String(booking.id),
        text: { key: 'event.card_payment_unbooked', params },
        amount: -payment.amount,
        ...by,
      });
      await requestRefund(tx, actor, {
        paymentId: payment.id,
        amount: payment.amount,
        key: 'unbooked',
        reason: 'The booking was cancelled before its payment arrived.',
      });
      await writeAudit(tx, actor, {
        action: 'events.booking.late_payment',
        entity: 'event_booking',
        entityId: booking.id,
        after: { status: booking.status, paymentId: payment.id, refunded: payment.amount },
      });
      return;
    }
    const now = new Date();
    await tx
      .update(eventBookings)
      .set({ status: 'booked', version: booking.version + 1, updatedAt: now })
      .where(and(eq(eventBookings.id, booking.id), eq(eventBookings.status, 'pending_payment')));
    await postLedgerEntry(tx, {
      memberId: booking.memberId,
      kind: 'charge',
      source: 'event_booking',
      sourceId: String(booking.id),
      text: { key: 'event.charge', params },
      amount: booking.total,
      ...by,
    });
    await postLedgerEntry(tx, {
      memberId: payment.memberId,
      kind: 'payment',
      source: 'event_booking',
      sourceId: String(booking.id),
      text: { key: 'event.card_payment', params },
      amount: -payment.amount,
      ...by,
    });
    await writeAudit(tx, actor, {
      action: 'events.booking.paid',
      entity: 'event_booking',
      entityId: booking.id,
      before: { status: 'pending_payment' },
      after: { status: 'booked', paymentId: payment.id, total: booking.total },
    });
    await enqueue(tx, 'event_booking.changed', { bookingId: booking.id, news: 'booked' });
  },

  /**
   * Nobody paid (the checkout closed, a declined card not retried, abandoned, the provider
   * refused): the booking is cancelled and its places freed and offered to the waitlist in
   * order, exactly as a cancellation frees them.
   */
  async givenUp(ctx, tx, actor, payment) {
    const { booking } = await lockBoth(tx, bookingOf(payment));
    if (booking.status !== 'pending_payment') return;
    const now = ctx.clock.now();
    await tx
      .update(eventBookings)
      .set({
        status: 'cancelled',
        reason: EVENT_CARD_NOT_COMPLETED,
        cancelledAt: now,
        cancelledByMember: actor.kind === 'member' ? booking.memberId : null,
        cancelledByStaff: actor.kind === 'staff' ? actor.staffId : null,
        version: booking.version + 1,
        updatedAt: now,
      })
      .where(eq(eventBookings.id, booking.id));
    await releasePlaces(tx, booking.eventId, booking.heads);
    await offerFreedPlaces(tx, actor, booking.eventId, now);
    await notifyPublicData(tx, ['events']);
    await writeAudit(tx, actor, {
      action: 'events.booking.unpaid',
      entity: 'event_booking',
      entityId: booking.id,
      before: { status: 'pending_payment' },
      after: { status: 'cancelled', paymentId: payment.id, placesFreed: booking.heads },
    });
  },

  /** A refund reached the card: the ledger records the money going back, linked to the booking. */
  async refunded(_ctx, tx, actor, payment, refund) {
    const [booking] = await tx
      .select({ id: eventBookings.id, eventId: eventBookings.eventId })
      .from(eventBookings)
      .where(eq(eventBookings.id, bookingOf(payment)));
    const [event] = booking
      ? await tx
          .select({ title: events.title, translations: events.translations })
          .from(events)
          .where(eq(events.id, booking.eventId))
      : [];
    await postLedgerEntry(tx, {
      memberId: payment.memberId,
      kind: 'refund',
      source: 'event_booking',
      sourceId: `${bookingOf(payment)}:refund:${refund.id}`,
      text: {
        key: 'event.card_refund',
        params: { bookingId: bookingOf(payment), event: event ? titleParam(event) : '' },
      },
      amount: refund.amount,
      createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
    });
  },

  returnPath: (payment) => eventBookingPath(bookingOf(payment)),
};
