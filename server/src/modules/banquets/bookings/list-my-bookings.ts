import { clubToday } from '../../settings/index.ts';
import { asc, eq, sql } from 'drizzle-orm';
import type { BanquetBookingList } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetBookings } from '../../../db/schema/index.ts';
import { aheadThenPast } from '../../bookings/index.ts';
import { toBookings } from './booking-view.ts';

/**
 * The member's hall bookings: the functions ahead (today's included) first, the soonest at the
 * top, then the past ones, the latest first (the page says so).
 */
export async function listMyBookings(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<BanquetBookingList> {
  const memberId = memberScope(actor);
  const today = await clubToday(ctx);
  const past = sql`${banquetBookings.date} < ${today}::date`;
  const rows = await ctx.db
    .select()
    .from(banquetBookings)
    .where(eq(banquetBookings.memberId, memberId))
    .orderBy(...aheadThenPast(past, banquetBookings.date), asc(banquetBookings.id));
  return { items: await toBookings(ctx.db, rows, today) };
}
