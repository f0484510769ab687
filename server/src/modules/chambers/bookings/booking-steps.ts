import { clubToday } from '../../settings/index.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditAction, ChamberBooking, ChamberBookingStatus } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { chamberBookingRooms, chamberBookings } from '../../../db/schema/index.ts';
import { conflict } from '../../../lib/errors.ts';
import { runStep, staffSteps } from '../../bookings/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { notifyMember } from '../../notifications/index.ts';
import { lockBooking, type BookingRow } from './booking-store.ts';
import { adminProofUrl, memberProofUrl, toBookings } from './booking-view.ts';
import type { BookingRefund } from '../refunds/refund.ts';

/* One step of a booking's life, as every status use case takes it. */

export interface Step {
  /** The booking, and the version the caller saw (undefined: the member's cancel, by status). */
  id: number;
  version?: number;
  /** Only this member's booking (the member's own routes). */
  memberId?: number;
  /** The statuses the step starts from. */
  from: readonly ChamberBookingStatus[];
  to: ChamberBookingStatus;
  /** Extra rule under the lock (dates); throws to refuse. */
  check?: (row: BookingRow, today: string) => void;
  /** The columns the step sets besides status and version. */
  set: (row: BookingRow, today: string) => Partial<typeof chamberBookings.$inferInsert>;
  /** What else the step changes in the same transaction (rooms, ledger). */
  also?: (tx: Tx, row: BookingRow, today: string) => Promise<void>;
  audit: AuditAction;
  /** What else the audit entry's `after` keeps (a cancellation's refund). */
  auditAfter?: (row: BookingRow, today: string) => Record<string, unknown>;
}

/** A staff step as a use case, `(ctx, actor, input)` (the booking kit's `staffSteps`). */
export const staffStep = staffSteps(takeStep);

export const tooEarly = (what: string) =>
  conflict(`This booking cannot be ${what} before its check-in day.`, 'booking_not_due');

/**
 * Moves a booking on one step under its row lock: refuses when its status is not one the step
 * starts from, or it changed since the caller saw it (409); writes the audit entry and
 * enqueues the member's mail in the same transaction.
 */
export async function takeStep(ctx: AppContext, actor: Actor, step: Step): Promise<ChamberBooking> {
  const today = await clubToday(ctx);
  const row = await runStep<BookingRow>(ctx, actor, {
    table: chamberBookings,
    entity: 'chamber_booking',
    lock: async (tx) => ({ row: await lockBooking(tx, step.id, step.memberId), held: undefined }),
    from: step.from,
    version: step.version,
    check: (b) => step.check?.(b, today),
    set: (b) => ({ ...step.set(b, today), status: step.to }),
    also: async (tx, b, after) => {
      await step.also?.(tx, b, today);
      // The member is told of the office's decisions (not of their own cancellation).
      if (actor.kind !== 'member') await notifyStay(tx, after);
    },
    audit: {
      action: step.audit,
      before: (b) => ({ status: b.status }),
      after: (b, after) => ({
        status: step.to,
        reason: after.reason,
        ...step.auditAfter?.(b, today),
      }),
    },
    mail: (b) => ({
      topic: 'chamber_booking.changed',
      payload: { bookingId: b.id, status: step.to },
    }),
  });
  const [view] = await toBookings(
    ctx.db,
    [row],
    today,
    step.memberId === undefined ? adminProofUrl : memberProofUrl,
  );
  return view!;
}

/** The member's notification of a stay's change, once per change (its version). */
export async function notifyStay(tx: Tx, b: BookingRow): Promise<void> {
  await notifyMember(tx, b.memberId, {
    kind: 'stay',
    ref: `stay:${b.id}:${b.version}`,
    params: { booking: b.id, status: b.status, checkIn: b.checkIn },
    link: '/member/chamber/myBooking',
  });
}

/** Frees a booking's rooms (cancel, no-show): its assignments stop counting. */
export async function releaseRooms(tx: Tx, bookingId: number): Promise<void> {
  await tx
    .update(chamberBookingRooms)
    .set({ active: false })
    .where(and(eq(chamberBookingRooms.bookingId, bookingId), eq(chamberBookingRooms.active, true)));
}

/** Ends a booking's room nights at `today` (an early check-out; the first night stays). */
export async function shrinkRooms(tx: Tx, bookingId: number, today: string): Promise<void> {
  await tx
    .update(chamberBookingRooms)
    .set({
      nights: sql`daterange(lower(${chamberBookingRooms.nights}), least(upper(${chamberBookingRooms.nights}), greatest(${today}::date, lower(${chamberBookingRooms.nights}) + 1)), '[)')`,
    })
    .where(and(eq(chamberBookingRooms.bookingId, bookingId), eq(chamberBookingRooms.active, true)));
}

/** The columns a cancellation keeps of its refund (a request's: none, nothing was charged). */
export function refundColumns(b: BookingRow, refund: BookingRefund) {
  if (b.status !== 'confirmed') return {};
  return {
    refundDaysBefore: refund.daysBefore,
    refundPercent: refund.percent,
    refundAmount: refund.amount,
    penaltyWaived: refund.waived,
  };
}

/**
 * A confirmed booking cancelled: its rooms are freed and the refund its policy gives is
 * credited to the member's account, one entry beside the charge: the whole charge reversed
 * ("Cancelled chambers booking #7"), or its share ("... 50% refunded (3 days before the
 * stay)"); no entry when nothing comes back, the charge stays as the penalty.
 */
export async function undoConfirmation(
  tx: Tx,
  actor: Actor,
  b: BookingRow,
  refund: BookingRefund,
): Promise<void> {
  if (b.status !== 'confirmed') return;
  await releaseRooms(tx, b.id);
  if (refund.amount <= 0) return;
  const full = refund.amount === b.total;
  await postLedgerEntry(tx, {
    memberId: b.memberId,
    kind: 'credit',
    source: 'chamber_booking',
    sourceId: String(b.id),
    text: full
      ? { key: 'chamber.cancelled', params: { bookingId: b.id } }
      : {
          key: 'chamber.cancel_refund',
          params: { bookingId: b.id, percent: refund.percent, daysBefore: refund.daysBefore },
        },
    amount: -refund.amount,
    taxAmount: full ? -b.tax : -refund.tax,
    createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
    createdByMemberId: actor.kind === 'member' ? actor.memberId : null,
  });
}
