import type { BanquetBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { refundOf } from './booking-store.ts';
import { takeStep } from './booking-steps.ts';
import { refundOnCancel } from './refund-on-cancel.ts';

/**
 * The member cancels their own request or confirmed booking before the function's day (409 from
 * then on); the advance charged comes back as far as the booking's policy copy gives it.
 */
export async function cancelMyBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<BanquetBooking> {
  const memberId = memberScope(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    memberId,
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    check: (b, today) => {
      if (b.date <= today) {
        throw conflict(
          'A hall booking can be cancelled only before the function’s day. Contact the club office.',
          'booking_not_cancellable',
        );
      }
    },
    set: (b, today) => ({
      refund: refundOf(b, today).refund,
      cancelledAt: new Date(),
      cancelledByMember: actor.actingForMemberId ? null : memberId,
      cancelledByStaff: actor.actingForMemberId ? actor.staffId : null,
    }),
    also: async (tx, b, _after, today) => {
      await refundOnCancel(tx, actor, b, today);
    },
    audit: 'banquets.booking.cancel_own',
  });
}
