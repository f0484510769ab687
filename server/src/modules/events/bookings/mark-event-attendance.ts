import { staffStep } from './booking-steps.ts';

/** Marks whether the party came (booked or confirmed bookings). */
export const markEventAttendance = staffStep(
  (input: { id: number; version: number; attended: boolean }, staffId) => ({
    from: ['booked', 'confirmed'],
    set: (_b, now) => ({ attended: input.attended, attendanceAt: now, attendanceBy: staffId }),
    audit: 'events.booking.attendance',
  }),
);
