import { staffOf } from '../../../actor.ts';
import type { ChamberBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeStep, tooEarly } from './booking-steps.ts';

/** The guests arrived: a confirmed booking is checked in, from its check-in day on. */
export async function checkInBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['confirmed'],
    to: 'checked_in',
    check: (b, today) => {
      if (today < b.checkIn) throw tooEarly('checked in');
    },
    set: () => ({ checkedInAt: new Date(), checkedInBy: staffId }),
    audit: 'chambers.booking.check_in',
  });
}
