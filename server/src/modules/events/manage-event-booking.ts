import type { EventBooking } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffOf } from './booking-store.ts';
import { takeBookingStep, undoBooking } from './booking-steps.ts';

/* The club office's steps on a booking (events/ManageOrder, OrderDetail/{id}). */

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
    also: (tx, b, event) => undoBooking(tx, actor, b, event),
    audit: 'events.booking.cancel',
    news: 'cancelled',
  });
}

/** Replies to a booking's table request (the member sees it and is mailed). */
export async function replyToTableRequest(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; reply: string },
): Promise<EventBooking> {
  const staffId = staffOf(actor);
  return takeBookingStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['booked', 'confirmed'],
    set: (_b, now) => ({ tableReply: input.reply, tableRepliedAt: now, tableRepliedBy: staffId }),
    audit: 'events.booking.table_reply',
    news: 'table_replied',
  });
}

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
