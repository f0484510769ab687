import type { chamberRejectRequest } from '@club/contracts';
import type { z } from 'zod';
import { staffStep } from './booking-steps.ts';

/** The office declines a request, with a reason the member reads. */
export const rejectBooking = staffStep(
  (input: z.output<typeof chamberRejectRequest> & { id: number }, staffId) => ({
    from: ['requested'],
    to: 'rejected',
    set: () => ({ decidedAt: new Date(), decidedBy: staffId, reason: input.reason }),
    audit: 'chambers.booking.reject',
  }),
);
