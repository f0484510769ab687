import type { ChamberQuote, chamberQuoteRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { quoteStay } from './stay-quote.ts';

/** The price of a stay before asking: nights x rooms x the member's or guest tariff, plus tax. */
export async function quoteBooking(
  ctx: AppContext,
  _actor: Actor,
  input: z.output<typeof chamberQuoteRequest>,
): Promise<ChamberQuote> {
  return quoteStay(ctx, input);
}
