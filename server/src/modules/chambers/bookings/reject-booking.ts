import { staffOf } from '../../../actor.ts';
import type { ChamberBooking, chamberRejectRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeStep } from './booking-steps.ts';

/** The office declines a request, with a reason the member reads. */
export async function rejectBooking(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chamberRejectRequest> & { id: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['requested'],
    to: 'rejected',
    set: () => ({ decidedAt: new Date(), decidedBy: staffId, reason: input.reason }),
    audit: 'chambers.booking.reject',
  });
}
