import { clubToday } from '../../settings/index.ts';
import type { BanquetBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { bookingById } from './booking-view.ts';

/** One of the member's hall bookings (another member's is not found). */
export async function getMyBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<BanquetBooking> {
  return bookingById(ctx.db, input.id, await clubToday(ctx), memberScope(actor));
}
