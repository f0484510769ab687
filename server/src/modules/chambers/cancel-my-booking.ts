import type { ChamberBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { takeStep, undoConfirmation } from './booking-steps.ts';

/**
 * The member cancels their own request or confirmed booking, before its check-in day (409
 * from then on, or once checked in); a confirmed one's rooms are freed and its charge reversed.
 */
export async function cancelMyBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<ChamberBooking> {
  const memberId = memberScope(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    memberId,
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    check: (b, today) => {
      if (b.checkIn <= today) {
        throw new AppError(
          409,
          'booking_not_cancellable',
          'A booking can be cancelled only before its check-in day. Contact the club office.',
        );
      }
    },
    set: () => ({
      cancelledAt: new Date(),
      cancelledByMember: actor.actingForMemberId ? null : memberId,
      cancelledByStaff: actor.actingForMemberId ? actor.staffId : null,
    }),
    also: (tx, b) => undoConfirmation(tx, actor, b),
    audit: 'chambers.booking.cancel_own',
  });
}
