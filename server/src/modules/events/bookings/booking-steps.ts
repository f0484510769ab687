import { eq } from 'drizzle-orm';
import type { AuditAction, EventBooking, Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { eventBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { runStep, staffSteps } from '../../bookings/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { notifyMember, translatedParams } from '../../notifications/index.ts';
import { requestRefund } from '../../payments/index.ts';
import {
  lockBooking,
  paymentOfBooking,
  releasePlaces,
  type EventBookingRow,
} from './booking-store.ts';
import { toBookings } from './booking-view.ts';
import { lockEvent } from '../catalog/event-store.ts';
import { titleParam, type EventRow } from '../catalog/view.ts';
import { offerFreedPlaces } from '../waitlist/waitlist-store.ts';
import type { EventBookingNews } from '../topics.ts';

/* One change of a booking, as every booking use case after the booking takes it. */

export interface BookingStep {
  id: number;
  version: number;
  /** Only this member's booking (the member's own routes: another's is 404). */
  memberId?: number;
  /** The statuses the step starts from. */
  from: readonly EventBookingRow['status'][];
  /** Extra rule under the lock; throws to refuse. */
  check?: (row: EventBookingRow, event: EventRow, now: Date) => void;
  /** The columns the step sets besides version. */
  set: (row: EventBookingRow, now: Date) => Partial<typeof eventBookings.$inferInsert>;
  /** What else the step changes in the same transaction (places, ledger). */
  also?: (tx: Tx, row: EventBookingRow, event: EventRow, now: Date) => Promise<void>;
  audit: AuditAction;
  /** The mail the member gets, if any. */
  news?: EventBookingNews;
  /** The answer's language (the event's title and venue): the member's reads; English by default. */
  lang?: Language;
}

/** A staff step as a use case, `(ctx, actor, input)` (the booking kit's `staffSteps`). */
export const staffStep = staffSteps(takeBookingStep);

/**
 * Changes a booking under its row lock: refused (409) when its status is not one the step
 * starts from or it changed since the caller saw it; audited, the member's mail enqueued, in
 * one transaction.
 */
export async function takeBookingStep(
  ctx: AppContext,
  actor: Actor,
  step: BookingStep,
): Promise<EventBooking> {
  const now = ctx.clock.now();
  const row = await runStep<EventBookingRow, EventRow>(ctx, actor, {
    table: eventBookings,
    entity: 'event_booking',
    // A step that gives places back changes the cached public events list: it invalidates it.
    transaction: step.also ? (work) => changePublicData(ctx, ['events'], work) : undefined,
    lock: async (tx) => {
      // The event's row first, then the booking's: the order every event use case locks in
      // (a booking, a waitlist step, the event's cancellation), so two never wait on each other.
      const [seen] = await tx
        .select({ eventId: eventBookings.eventId })
        .from(eventBookings)
        .where(eq(eventBookings.id, step.id));
      if (!seen) throw notFound('No such booking.');
      const event = await lockEvent(tx, seen.eventId);
      return { row: await lockBooking(tx, step.id, step.memberId), held: event };
    },
    from: step.from,
    version: step.version,
    check: (b, event) => step.check?.(b, event, now),
    set: (b) => step.set(b, now),
    updatedAt: now,
    also: async (tx, b, after, event) => {
      await step.also?.(tx, b, event, now);
      // The member is told of what the office does (not of their own cancellation).
      if (actor.kind !== 'member') await notifyEventBooking(tx, after, event, step.news);
    },
    audit: {
      action: step.audit,
      before: (b) => ({ status: b.status }),
      after: (_b, _after, changes) => changes,
    },
    mail: (b) =>
      step.news
        ? { topic: 'event_booking.changed', payload: { bookingId: b.id, news: step.news } }
        : null,
  });
  const [view] = await toBookings(ctx.db, [row], now, step.lang);
  return view!;
}

/** The member's notification of an event booking's change, once per change (its version). */
export async function notifyEventBooking(
  tx: Tx,
  b: EventBookingRow,
  event: EventRow,
  news: EventBookingNews | undefined,
): Promise<void> {
  await notifyMember(tx, b.memberId, {
    kind: 'event_booking',
    ref: `event_booking:${b.id}:${b.version}`,
    params: {
      booking: b.id,
      status: b.status,
      news: news ?? 'changed',
      ...translatedParams('event', titleParam(event)),
    },
    link: `/member/events/orders/detail/${b.id}`,
  });
}

/**
 * A live booking cancelled: its places given back and its charge reversed, and the freed
 * places offered to the waitlist in order. Paid by card: the provider is asked to refund the
 * card (once: the refund's key), and the refund reaching it posts on the ledger.
 */
export async function undoBooking(
  tx: Tx,
  actor: Actor,
  b: EventBookingRow,
  event: EventRow,
  now: Date,
): Promise<void> {
  await releasePlaces(tx, b.eventId, b.heads);
  await offerFreedPlaces(tx, actor, b.eventId, now);
  await reverseCharge(tx, actor, b, event, 'Event booking cancelled.');
}

/**
 * A cancelled booking's charge reversed: a credit of its whole total beside the charge
 * ("Cancelled event booking #7"), and its card refunded when it was paid by card (`reason`).
 */
export async function reverseCharge(
  tx: Tx,
  actor: Actor,
  b: EventBookingRow,
  event: EventRow,
  reason: string,
): Promise<void> {
  if (b.total > 0) {
    await postLedgerEntry(tx, {
      memberId: b.memberId,
      kind: 'credit',
      source: 'event_booking',
      sourceId: String(b.id),
      text: { key: 'event.cancelled', params: { bookingId: b.id, event: titleParam(event) } },
      amount: -b.total,
      createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
      createdByMemberId: actor.kind === 'member' ? actor.memberId : null,
    });
  }
  await refundCardBooking(tx, actor, b, reason);
}

/**
 * Asks the provider to refund a cancelled card booking's captured payment in full, in the
 * transaction that reverses its charge; once per booking (the refund's key), nothing for a
 * booking on account.
 */
export async function refundCardBooking(
  tx: Tx,
  actor: Actor,
  b: EventBookingRow,
  reason: string,
): Promise<void> {
  if (b.paymentMethod !== 'card' || b.total <= 0) return;
  const payment = await paymentOfBooking(tx, b.id);
  if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded')) return;
  await requestRefund(tx, actor, {
    paymentId: payment.id,
    amount: payment.amount,
    key: 'cancelled',
    reason,
  });
}
