import type { ChamberBooking, chamberCancelRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffOf } from './booking-store.ts';
import { takeStep, undoConfirmation } from './booking-steps.ts';

/** The office cancels a request or a confirmed booking (rooms freed, charge reversed). */
export async function cancelBooking(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chamberCancelRequest> & { id: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    set: () => ({ cancelledAt: new Date(), cancelledByStaff: staffId, reason: input.reason }),
    also: (tx, b) => undoConfirmation(tx, actor, b),
    audit: 'chambers.booking.cancel',
  });
}
