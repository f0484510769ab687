import { staffStep, tooEarly } from './booking-steps.ts';

/** The guests arrived: a confirmed booking is checked in, from its check-in day on. */
export const checkInBooking = staffStep((_input, staffId) => ({
  from: ['confirmed'],
  to: 'checked_in',
  check: (b, today) => {
    if (today < b.checkIn) throw tooEarly('checked in');
  },
  set: () => ({ checkedInAt: new Date(), checkedInBy: staffId }),
  audit: 'chambers.booking.check_in',
}));
