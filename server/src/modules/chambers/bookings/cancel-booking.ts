import type { chamberCancelRequest } from '@club/contracts';
import type { z } from 'zod';
import { refundColumns, staffStep, undoConfirmation } from './booking-steps.ts';
import { refundOf } from '../refunds/refund.ts';

/**
 * The office cancels a request or a confirmed booking: rooms freed, and the refund the
 * booking's policy gives credited, or the whole charge when the office waives the penalty
 * (with a reason).
 */
export const cancelBooking = staffStep(
  (input: z.output<typeof chamberCancelRequest> & { id: number }, staffId, actor) => ({
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
  }),
);
