import { staffStep } from './booking-steps.ts';

/** Confirms a booking (booked -> confirmed). */
export const confirmEventBooking = staffStep(
  (_input: { id: number; version: number }, staffId) => ({
    from: ['booked'],
    set: (_b, now) => ({ status: 'confirmed', confirmedAt: now, confirmedBy: staffId }),
    audit: 'events.booking.confirm',
    news: 'confirmed',
  }),
);
