import { clubToday } from '../../settings/index.ts';
import { and, eq } from 'drizzle-orm';
import type { ChamberBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { memberProofUrl, toBookings } from './booking-view.ts';

/** One of the member's own bookings (another member's is not found). */
export async function getMyBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<ChamberBooking> {
  const memberId = memberScope(actor);
  const [row] = await ctx.db
    .select()
    .from(chamberBookings)
    .where(and(eq(chamberBookings.id, input.id), eq(chamberBookings.memberId, memberId)));
  if (!row) throw notFound('No such booking.');
  const [view] = await toBookings(ctx.db, [row], await clubToday(ctx), memberProofUrl);
  return view!;
}
