import { cancellationRefund } from '@club/contracts';
import type { BookingRow } from '../bookings/booking-store.ts';

/** What cancelling a booking refunds, by its own policy. */
export interface BookingRefund {
  daysBefore: number;
  percent: number;
  /** What the booking was charged (0 for a request never confirmed), minor units. */
  charged: number;
  /** What comes back of it, and what the club keeps (the penalty). */
  amount: number;
  penalty: number;
  /** Of the charge's tax, the share that comes back. */
  tax: number;
  waived: boolean;
}

/**
 * What cancelling a booking on the club's date `today` refunds under the policy it kept when it
 * was requested: a confirmed booking's charge by the policy's tier for the whole days left to
 * its check-in day (all of it when the office waives the penalty); a request was never
 * charged, so nothing.
 */
export function refundOf(b: BookingRow, today: string, waived = false): BookingRefund {
  const charged = b.status === 'confirmed' ? b.total : 0;
  const rule = cancellationRefund(b.cancellationPolicy, charged, today, b.checkIn);
  const percent = waived ? 100 : rule.refundPercent;
  const amount = waived ? charged : rule.refundMinor;
  const tax = b.status === 'confirmed' ? Math.floor((b.tax * percent) / 100) : 0;
  return {
    daysBefore: rule.daysBefore,
    percent,
    charged,
    amount,
    penalty: charged - amount,
    tax: Math.min(tax, amount),
    waived,
  };
}
