import type { ChamberBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { refundColumns, takeStep, undoConfirmation } from './booking-steps.ts';
import { refundOf } from './refund.ts';

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
  const memberId = memberScope(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    memberId,
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    check: (b, today) => {
      if (b.checkIn <= today) {
        throw conflict(
          'A booking can be cancelled only before its check-in day. Contact the club office.',
          'booking_not_cancellable',
        );
      }
    },
    set: (b, today) => ({
      ...refundColumns(b, refundOf(b, today)),
      cancelledAt: new Date(),
      cancelledByMember: actor.actingForMemberId ? null : memberId,
      cancelledByStaff: actor.actingForMemberId ? actor.staffId : null,
    }),
    also: (tx, b, today) => undoConfirmation(tx, actor, b, refundOf(b, today)),
    audit: 'chambers.booking.cancel_own',
    auditAfter: (b, today) => refundColumns(b, refundOf(b, today)),
  });
}
