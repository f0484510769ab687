import { staffOf } from '../../../actor.ts';
import type { ChamberBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { releaseRooms, takeStep, tooEarly } from './booking-steps.ts';

/**
 * The guests never came: a confirmed booking is closed as a no-show from its check-in day on;
 * its rooms are freed, the charge stays (the club's no-show rule).
 */
export async function markNoShow(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['confirmed'],
    to: 'no_show',
    check: (b, today) => {
      if (today < b.checkIn) throw tooEarly('marked a no-show');
    },
    set: () => ({ noShowAt: new Date(), noShowBy: staffId }),
    also: (tx, b) => releaseRooms(tx, b.id),
    audit: 'chambers.booking.no_show',
  });
}
