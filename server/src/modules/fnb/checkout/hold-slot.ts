import { and, eq, inArray, sql } from 'drizzle-orm';
import { FNB_OPEN_STATUSES, type checkoutRequest } from '@club/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbOrders, type fnbOutlets } from '../../../db/schema/index.ts';
import { clubInstant, type ClubMoment } from '../../../lib/club-time.ts';
import { checkoutFieldError } from './checkout-field-error.ts';
import { slotVerdict } from '../outlets/slots.ts';

type Input = z.output<typeof checkoutRequest>;

/** Orders that hold a slot (pending card orders included). */
export const SLOT_HOLDING = ['pending_payment', ...FNB_OPEN_STATUSES] as const;

/**
 * Checkout's slot: today, not before now plus the lead time, within the hours, not full. The
 * count holds because the caller locked the outlet's row. Answers the slot's instant.
 */
export async function holdSlot(
  tx: DbOrTx,
  input: Pick<Input, 'outlet' | 'slot'>,
  outlet: typeof fnbOutlets.$inferSelect,
  now: ClubMoment,
  timeZone: string,
): Promise<Date> {
  const slotAt = clubInstant(now.date, input.slot, timeZone);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(fnbOrders)
    .where(
      and(
        eq(fnbOrders.outlet, input.outlet),
        eq(fnbOrders.slotAt, slotAt),
        inArray(fnbOrders.status, [...SLOT_HOLDING]),
      ),
    );
  const verdict = slotVerdict(input.slot, outlet, now, n);
  if (verdict) {
    const why = {
      past: 'This time is too soon for the kitchen: choose a later one.',
      closed: 'The outlet does not serve at this time: choose another.',
      full: 'This time is fully booked: choose another.',
    }[verdict];
    throw checkoutFieldError('slot', why);
  }
  return slotAt;
}
