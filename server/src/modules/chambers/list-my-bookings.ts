import { desc, eq } from 'drizzle-orm';
import type { ChamberBookingList } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chamberBookings } from '../../db/schema/index.ts';
import { memberProofUrl, toBookings } from './booking-store.ts';
import { clubToday } from './room-store.ts';

/** The signed-in member's bookings, latest check-in first. */
export async function listMyBookings(ctx: AppContext, actor: Actor): Promise<ChamberBookingList> {
  const memberId = memberScope(actor);
  const rows = await ctx.db
    .select()
    .from(chamberBookings)
    .where(eq(chamberBookings.memberId, memberId))
    .orderBy(desc(chamberBookings.checkIn), desc(chamberBookings.id))
    .limit(200);
  return { items: await toBookings(ctx.db, rows, await clubToday(ctx), memberProofUrl) };
}
