import { clubToday } from '../../settings/index.ts';
import { asc, eq, sql } from 'drizzle-orm';
import type { ChamberBookingList } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings } from '../../../db/schema/index.ts';
import { aheadThenPast } from '../../bookings/index.ts';
import { memberProofUrl, toBookings } from './booking-view.ts';

/**
 * The signed-in member's bookings: the stays ahead (and the one under way) first, the soonest
 * check-in at the top, then the past ones, the latest first (the page says so).
 */
export async function listMyBookings(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<ChamberBookingList> {
  const memberId = memberScope(actor);
  const today = await clubToday(ctx);
  const past = sql`${chamberBookings.checkOut} < ${today}::date`;
  const rows = await ctx.db
    .select()
    .from(chamberBookings)
    .where(eq(chamberBookings.memberId, memberId))
    .orderBy(...aheadThenPast(past, chamberBookings.checkIn), asc(chamberBookings.id))
    .limit(200);
  return { items: await toBookings(ctx.db, rows, today, memberProofUrl) };
}
