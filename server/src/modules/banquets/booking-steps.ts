import { clubToday } from '../settings/index.ts';
import { eq } from 'drizzle-orm';
import type { AuditAction, BanquetBooking, BanquetBookingStatus } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { banquetBookings } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { writeAudit } from '../audit/index.ts';
import { bookingChanged, lockBooking, toBookings, type BookingRow } from './booking-store.ts';
import type { BanquetMailKind } from './topics.ts';

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
  const row = await ctx.db.transaction(async (tx) => {
    const b = await lockBooking(tx, step.id, step.memberId);
    if (
      !step.from.includes(b.status) ||
      (step.version !== undefined && b.version !== step.version)
    ) {
      throw bookingChanged();
    }
    step.check?.(b, today);
    const [after] = await tx
      .update(banquetBookings)
      .set({
        ...step.set(b, today),
        status: step.to,
        version: b.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(banquetBookings.id, b.id))
      .returning();
    await step.also?.(tx, b, after!, today);
    await writeAudit(tx, actor, {
      action: step.audit,
      entity: 'banquet_booking',
      entityId: b.id,
      before: { status: b.status, finalGuests: b.finalGuests },
      after: {
        status: step.to,
        reason: after!.reason,
        advance: after!.advance,
        finalGuests: after!.finalGuests,
        finalTotal: after!.finalTotal,
        refund: after!.refund,
      },
    });
    await enqueue(tx, 'banquet_booking.changed', {
      bookingId: b.id,
      kind: step.mail ?? (step.to as BanquetMailKind),
    });
    return after!;
  });
  const [view] = await toBookings(ctx.db, [row], today);
  return view!;
}
