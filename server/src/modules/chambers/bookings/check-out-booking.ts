import { staffOf } from '../../../actor.ts';
import type { ChamberBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { shrinkRooms, takeStep } from './booking-steps.ts';

/**
 * The guests left: a checked-in booking is checked out. Leaving before the check-out day frees
 * the rooms' remaining nights (their ranges end today; the first night stays).
 */
export async function checkOutBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['checked_in'],
    to: 'checked_out',
    set: () => ({ checkedOutAt: new Date(), checkedOutBy: staffId }),
    also: (tx, b, today) => (today < b.checkOut ? shrinkRooms(tx, b.id, today) : Promise.resolve()),
    audit: 'chambers.booking.check_out',
  });
}
