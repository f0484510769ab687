import type { ChamberBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { myCancelStep } from '../../bookings/index.ts';
import type { BookingRow } from './booking-store.ts';
import { refundColumns, takeStep, undoConfirmation } from './booking-steps.ts';
import { refundOf } from '../refunds/refund.ts';

/**
 * The member cancels their own request or confirmed booking, before its check-in day (409
 * from then on, or once checked in); a confirmed one's rooms are freed and the refund its
 * cancellation policy gives for the days left is credited (the rest stays as the penalty).
 */
export async function cancelMyBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<ChamberBooking> {
  return takeStep(ctx, actor, {
    ...myCancelStep(actor, input, {
      dayOf: (b: BookingRow) => b.checkIn,
      tooLate: 'A booking can be cancelled only before its check-in day. Contact the club office.',
      set: (b, today) => refundColumns(b, refundOf(b, today)),
    }),
    also: (tx, b, today) => undoConfirmation(tx, actor, b, refundOf(b, today)),
    audit: 'chambers.booking.cancel_own',
    auditAfter: (b, today) => refundColumns(b, refundOf(b, today)),
  });
}
