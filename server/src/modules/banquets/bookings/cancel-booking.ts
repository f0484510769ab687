import { refundOf } from './booking-store.ts';
import { staffStep } from './booking-steps.ts';
import { refundOnCancel } from '../advance/refund-on-cancel.ts';

/**
 * The office cancels a request or a confirmed booking, with a reason; the advance charged comes
 * back as far as the booking's own policy copy gives it (a credit on the member's account).
 */
export const cancelBooking = staffStep(
  (input: { id: number; version: number; reason: string }, staffId, actor) => ({
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    set: (b, today) => ({
      reason: input.reason,
      refund: refundOf(b, today).refund,
      cancelledAt: new Date(),
      cancelledByStaff: staffId,
    }),
    also: async (tx, b, _after, today) => {
      await refundOnCancel(tx, actor, b, today);
    },
    audit: 'banquets.booking.cancel',
  }),
);
