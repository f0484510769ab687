import type { banquetConfirmRequest } from '@club/contracts';
import type { z } from 'zod';
import { badField } from '../../../lib/errors.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { makeFunctionTask } from '../../tasks/index.ts';
import { staffStep } from './booking-steps.ts';

/**
 * The office confirms a request with an advance (at most the booking's total) due on a day from
 * today to the function's; the advance is charged to the member's account in the same
 * transaction.
 */
export const confirmBooking = staffStep(
  (input: z.output<typeof banquetConfirmRequest> & { id: number }, staffId) => ({
    from: ['requested'],
    to: 'confirmed',
    check: (b, today) => {
      if (input.advance > b.total) throw badField('advance', 'validation.banquetAdvance');
      if (input.advanceDueOn < today || input.advanceDueOn > b.date) {
        throw badField('advanceDueOn', 'validation.banquetAdvanceDue');
      }
    },
    set: () => ({
      advance: input.advance,
      advanceDueOn: input.advanceDueOn,
      decidedAt: new Date(),
      decidedBy: staffId,
      reason: '',
    }),
    also: async (tx, b) => {
      // The kitchen's task to prepare the function sheet, made once with the confirmation.
      await makeFunctionTask(tx, b.id);
      if (input.advance === 0) return;
      await postLedgerEntry(tx, {
        memberId: b.memberId,
        kind: 'charge',
        source: 'banquet_booking',
        sourceId: `${b.id}:advance`,
        text: { key: 'banquet.advance', params: { bookingId: b.id, date: b.date } },
        amount: input.advance,
        taxAmount: 0,
        createdByStaffId: staffId,
      });
    },
    audit: 'banquets.booking.confirm',
  }),
);
