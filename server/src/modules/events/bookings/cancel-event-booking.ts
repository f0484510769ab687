import { staffOf } from '../../../actor.ts';
import type { EventBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeBookingStep, undoBooking } from './booking-steps.ts';

/** Cancels a live booking at any time: places given back, charge reversed. */
export async function cancelEventBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; reason: string },
): Promise<EventBooking> {
  const staffId = staffOf(actor);
  return takeBookingStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['booked', 'confirmed'],
    set: (_b, now) => ({
      status: 'cancelled',
      reason: input.reason,
      cancelledAt: now,
      cancelledByStaff: staffId,
    }),
    also: (tx, b, event, now) => undoBooking(tx, actor, b, event, now),
    audit: 'events.booking.cancel',
    news: 'cancelled',
  });
}
