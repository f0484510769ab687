import { BANQUET_GUEST_CUTOFF_DAYS, nightsOf } from '@club/contracts';
import { eq } from 'drizzle-orm';
import { banquetHalls } from '../../../db/schema/index.ts';
import { badField } from '../../../lib/errors.ts';
import { staffStep } from './booking-steps.ts';

/**
 * The office sets a confirmed booking's final guest count (at most what the hall holds). From
 * the cut-off (BANQUET_GUEST_CUTOFF_DAYS before the function) it may rise but not fall: the
 * kitchen has bought for the count it had.
 */
export const setFinalGuests = staffStep(
  (input: { id: number; version: number; guests: number }, staffId) => ({
    from: ['confirmed'],
    to: 'confirmed',
    check: (b, today) => {
      const current = b.finalGuests ?? b.guests;
      if (nightsOf(today, b.date) < BANQUET_GUEST_CUTOFF_DAYS && input.guests < current) {
        throw badField('guests', 'validation.banquetFinalGuests');
      }
    },
    set: () => ({ finalGuests: input.guests, guestsSetAt: new Date(), guestsSetBy: staffId }),
    also: async (tx, b) => {
      const [hall] = await tx
        .select({ capacity: banquetHalls.capacity })
        .from(banquetHalls)
        .where(eq(banquetHalls.id, b.hallId));
      if (input.guests > (hall?.capacity ?? 0)) {
        throw badField('guests', 'validation.banquetOverCapacity', { limit: hall?.capacity ?? 0 });
      }
    },
    audit: 'banquets.booking.final_guests',
    mail: 'guests_set',
  }),
);
