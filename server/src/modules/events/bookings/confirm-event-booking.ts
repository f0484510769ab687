import { staffOf } from '../../../actor.ts';
import type { EventBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeBookingStep } from './booking-steps.ts';

/** Confirms a booking (booked -> confirmed). */
export async function confirmEventBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<EventBooking> {
  const staffId = staffOf(actor);
  return takeBookingStep(ctx, actor, {
    ...input,
    from: ['booked'],
    set: (_b, now) => ({ status: 'confirmed', confirmedAt: now, confirmedBy: staffId }),
    audit: 'events.booking.confirm',
    news: 'confirmed',
  });
}
