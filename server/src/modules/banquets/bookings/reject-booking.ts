import { staffStep } from './booking-steps.ts';

/** The office declines a request, with the reason the member is told; the slot is freed. */
export const rejectBooking = staffStep(
  (input: { id: number; version: number; reason: string }, staffId) => ({
    from: ['requested'],
    to: 'rejected',
    set: () => ({ reason: input.reason, decidedAt: new Date(), decidedBy: staffId }),
    audit: 'banquets.booking.reject',
  }),
);
