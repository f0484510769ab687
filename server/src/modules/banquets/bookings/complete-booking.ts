import { conflict } from '../../../lib/errors.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { staffStep } from './booking-steps.ts';
import { finalBill } from './final-bill.ts';

/**
 * The office completes a confirmed booking on or after the function's day with the final bill:
 * the quoted price with the plates on actuals, less the advance charged; the balance is posted
 * to the member's account (a credit when the advance was more).
 */
export const completeBooking = staffStep((input: { id: number; version: number }, staffId) => ({
  from: ['confirmed'],
  to: 'completed',
  check: (b, today) => {
    if (b.date > today) {
      throw conflict(
        'A hall booking can be completed only from the function’s day.',
        'booking_not_due',
      );
    }
  },
  set: (b) => {
    const bill = finalBill(b);
    return {
      finalTotal: bill.finalTotal,
      balance: bill.balance,
      completedAt: new Date(),
      completedBy: staffId,
    };
  },
  also: async (tx, b) => {
    const bill = finalBill(b);
    if (bill.balance === 0) return;
    await postLedgerEntry(tx, {
      memberId: b.memberId,
      kind: bill.balance > 0 ? 'charge' : 'credit',
      source: 'banquet_booking',
      sourceId: `${b.id}:balance`,
      text: { key: 'banquet.balance', params: { bookingId: b.id, date: b.date } },
      amount: bill.balance,
      taxAmount: bill.balance > 0 ? bill.tax : 0,
      createdByStaffId: staffId,
    });
  },
  audit: 'banquets.booking.complete',
}));
