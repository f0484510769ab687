import { staffStep, undoBooking } from './booking-steps.ts';

/** Cancels a live booking at any time: places given back, charge reversed. */
export const cancelEventBooking = staffStep(
  (input: { id: number; version: number; reason: string }, staffId, actor) => ({
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
  }),
);
