import { staffOf } from '../../../actor.ts';
import type { EventBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeBookingStep } from './booking-steps.ts';

/** Marks whether the party came (booked or confirmed bookings). */
export async function markEventAttendance(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; attended: boolean },
): Promise<EventBooking> {
  const staffId = staffOf(actor);
  return takeBookingStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['booked', 'confirmed'],
    set: (_b, now) => ({ attended: input.attended, attendanceAt: now, attendanceBy: staffId }),
    audit: 'events.booking.attendance',
  });
}
