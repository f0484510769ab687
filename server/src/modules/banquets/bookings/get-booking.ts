import { clubToday } from '../../settings/index.ts';
import type { BanquetBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { bookingById } from './booking-view.ts';

/** One hall booking, for the office. */
export async function getBooking(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<BanquetBooking> {
  return bookingById(ctx.db, input.id, await clubToday(ctx));
}
