import { releaseRooms, staffStep, tooEarly } from './booking-steps.ts';

/**
 * The guests never came: a confirmed booking is closed as a no-show from its check-in day on;
 * its rooms are freed, the charge stays (the club's no-show rule).
 */
export const markNoShow = staffStep((_input, staffId) => ({
  from: ['confirmed'],
  to: 'no_show',
  check: (b, today) => {
    if (today < b.checkIn) throw tooEarly('marked a no-show');
  },
  set: () => ({ noShowAt: new Date(), noShowBy: staffId }),
  also: (tx, b) => releaseRooms(tx, b.id),
  audit: 'chambers.booking.no_show',
}));
