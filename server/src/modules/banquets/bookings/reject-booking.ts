import { staffOf } from '../../../actor.ts';
import type { BanquetBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeStep } from './booking-steps.ts';

/** The office declines a request, with the reason the member is told; the slot is freed. */
export async function rejectBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; reason: string },
): Promise<BanquetBooking> {
  const staffId = staffOf(actor);
  return takeStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['requested'],
    to: 'rejected',
    set: () => ({ reason: input.reason, decidedAt: new Date(), decidedBy: staffId }),
    audit: 'banquets.booking.reject',
  });
}
