import { staffOf } from '../../../actor.ts';
import type { ChamberBooking, chamberCancelRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { refundColumns, takeStep, undoConfirmation } from './booking-steps.ts';
import { refundOf } from '../refunds/refund.ts';

/**
 * The office cancels a request or a confirmed booking: rooms freed, and the refund the
 * booking's policy gives credited, or the whole charge when the office waives the penalty
 * (with a reason).
 */
export async function cancelBooking(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chamberCancelRequest> & { id: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    set: (b, today) => ({
      ...refundColumns(b, refundOf(b, today, input.waivePenalty)),
      cancelledAt: new Date(),
      cancelledByStaff: staffId,
      reason: input.reason,
    }),
    also: (tx, b, today) => undoConfirmation(tx, actor, b, refundOf(b, today, input.waivePenalty)),
    audit: 'chambers.booking.cancel',
    auditAfter: (b, today) => refundColumns(b, refundOf(b, today, input.waivePenalty)),
  });
}
