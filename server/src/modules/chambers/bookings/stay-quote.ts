import { clubToday } from '../../settings/index.ts';
import { nightsOf, type ChamberQuote, type chamberQuoteRequest } from '@club/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { badField, conflict, fieldError } from '../../../lib/errors.ts';
import { freeForStay, priceOf, typeTariff } from './booking-store.ts';

/** Checks a stay's dates against the club's today; answers its price and what is free. */
export async function quoteStay(
  ctx: AppContext,
  input: z.output<typeof chamberQuoteRequest>,
): Promise<ChamberQuote> {
  if (input.checkIn < (await clubToday(ctx))) throw badField('checkIn', 'validation.checkInPast');
  const tariff = await typeTariff(ctx.db, input.roomType, input.guestType);
  if (!tariff) {
    throw conflict('No rooms of this type are let.', 'chamber_full', {
      errors: [fieldError('roomType', 'validation.chamberFull')],
    });
  }
  const nights = nightsOf(input.checkIn, input.checkOut);
  return {
    nights,
    rooms: input.rooms,
    tariff: tariff.tariff,
    taxRate: tariff.taxRate,
    ...priceOf(nights, input.rooms, tariff.tariff, tariff.taxRate),
    available: await freeForStay(ctx.db, input.roomType, input.checkIn, input.checkOut),
  };
}
