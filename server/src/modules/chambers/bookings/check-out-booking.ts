import { shrinkRooms, staffStep } from './booking-steps.ts';

/**
 * The guests left: a checked-in booking is checked out. Leaving before the check-out day frees
 * the rooms' remaining nights (their ranges end today; the first night stays).
 */
export const checkOutBooking = staffStep((_input, staffId) => ({
  from: ['checked_in'],
  to: 'checked_out',
  set: () => ({ checkedOutAt: new Date(), checkedOutBy: staffId }),
  also: (tx, b, today) => (today < b.checkOut ? shrinkRooms(tx, b.id, today) : Promise.resolve()),
  audit: 'chambers.booking.check_out',
}));
