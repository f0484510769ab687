import { clubToday } from '../../settings/index.ts';
import type { AuditAction, BanquetBooking, BanquetBookingStatus } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { banquetBookings } from '../../../db/schema/index.ts';
import { runStep, staffSteps } from '../../bookings/index.ts';
import { notifyMember } from '../../notifications/index.ts';
import { lockBooking, type BookingRow } from './booking-store.ts';
import { toBookings } from './booking-view.ts';
import type { BanquetMailKind } from '../topics.ts';

/* One step of a hall booking's life, as every status use case takes it. */

export interface Step {
  id: number;
  /** The version the caller saw (undefined: by status only). */
  version?: number;
  /** Only this member's booking (the member's own routes). */
  memberId?: number;
  from: readonly BanquetBookingStatus[];
  to: BanquetBookingStatus;
  /** Extra rule under the lock; throws to refuse (nothing written). */
  check?: (row: BookingRow, today: string) => void;
  /** The columns the step sets besides status and version. */
  set: (row: BookingRow, today: string) => Partial<typeof banquetBookings.$inferInsert>;
  /** What else the step changes in the same transaction (the ledger). */
  also?: (tx: Tx, row: BookingRow, after: BookingRow, today: string) => Promise<void>;
  audit: AuditAction;
  /** The member's mail (the new status unless told). */
  mail?: BanquetMailKind;
}

/**
 * Moves a booking on one step under its row lock: refuses when its status is not one the step
 * starts from, or it changed since the caller saw it (409); writes the audit entry and
 * enqueues the member's mail in the same transaction.
 */
export async function takeStep(ctx: AppContext, actor: Actor, step: Step): Promise<BanquetBooking> {
  const today = await clubToday(ctx);
  const row = await runStep<BookingRow>(ctx, actor, {
    table: banquetBookings,
    entity: 'banquet_booking',
    lock: async (tx) => ({ row: await lockBooking(tx, step.id, step.memberId), held: undefined }),
    from: step.from,
    version: step.version,
    check: (b) => step.check?.(b, today),
    set: (b) => ({ ...step.set(b, today), status: step.to }),
    also: async (tx, b, after) => {
      await step.also?.(tx, b, after, today);
      // The member is told of the office's decisions (not of their own cancellation).
      if (actor.kind !== 'member') await notifyHallBooking(tx, after);
    },
    audit: {
      action: step.audit,
      before: (b) => ({ status: b.status, finalGuests: b.finalGuests }),
      after: (_b, after) => ({
        status: step.to,
        reason: after.reason,
        advance: after.advance,
        finalGuests: after.finalGuests,
        finalTotal: after.finalTotal,
        refund: after.refund,
      }),
    },
    mail: (b) => ({
      topic: 'banquet_booking.changed',
      payload: { bookingId: b.id, kind: step.mail ?? (step.to as BanquetMailKind) },
    }),
  });
  const [view] = await toBookings(ctx.db, [row], today);
  return view!;
}

/** The member's notification of a hall booking's change, once per change (its version). */
export async function notifyHallBooking(tx: Tx, b: BookingRow): Promise<void> {
  await notifyMember(tx, b.memberId, {
    kind: 'hall_booking',
    ref: `hall_booking:${b.id}:${b.version}`,
    params: { booking: b.id, status: b.status, date: b.date },
    link: '/member/banquet/myBooking',
  });
}

/** A staff step as a use case, `(ctx, actor, input)` (the booking kit's `staffSteps`). */
export const staffStep = staffSteps(takeStep);
