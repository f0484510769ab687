import type { BanquetQuote, banquetQuoteRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { priceFunction } from './booking-store.ts';

/**
 * The price of a function before asking, broken down: the hall's hire and electricity for the
 * session, projector, music, valet x drivers, the package x guests, add-ons, and the hall's GST.
 */
export async function quoteBooking(
  ctx: AppContext,
  _actor: Actor,
  input: z.output<typeof banquetQuoteRequest>,
): Promise<BanquetQuote> {
  const p = await priceFunction(ctx, input);
  return {
    hours: p.hours,
    lines: p.lines,
    subtotal: p.subtotal,
    taxRate: p.taxRate,
    tax: p.tax,
    total: p.total,
  };
}
