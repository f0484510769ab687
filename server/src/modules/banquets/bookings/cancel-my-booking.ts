import type { BanquetBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { myCancelStep } from '../../bookings/index.ts';
import { refundOf, type BookingRow } from './booking-store.ts';
import { takeStep } from './booking-steps.ts';
import { refundOnCancel } from '../advance/refund-on-cancel.ts';

/**
 * The member cancels their own request or confirmed booking before the function's day (409 from
 * then on); the advance charged comes back as far as the booking's policy copy gives it.
 */
export async function cancelMyBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<BanquetBooking> {
  return takeStep(ctx, actor, {
    ...myCancelStep(actor, input, {
      dayOf: (b: BookingRow) => b.date,
      tooLate:
        'A hall booking can be cancelled only before the function’s day. Contact the club office.',
      set: (b, today) => ({ refund: refundOf(b, today).refund }),
    }),
    also: async (tx, b, _after, today) => {
      await refundOnCancel(tx, actor, b, today);
    },
    audit: 'banquets.booking.cancel_own',
  });
}
