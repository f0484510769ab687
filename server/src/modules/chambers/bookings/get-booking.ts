import { clubToday } from '../../settings/index.ts';
import { eq } from 'drizzle-orm';
import type { ChamberBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { adminProofUrl, toBookings } from './booking-view.ts';

/** One booking, for the office. */
export async function getBooking(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<ChamberBooking> {
  const [row] = await ctx.db.select().from(chamberBookings).where(eq(chamberBookings.id, input.id));
  if (!row) throw notFound('No such booking.');
  const [view] = await toBookings(ctx.db, [row], await clubToday(ctx), adminProofUrl);
  return view!;
}
