import { desc, eq } from 'drizzle-orm';
import type { BanquetBookingList } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { banquetBookings } from '../../db/schema/index.ts';
import { clubToday, toBookings } from './booking-store.ts';

/** The member's hall bookings, the latest function first. */
export async function listMyBookings(ctx: AppContext, actor: Actor): Promise<BanquetBookingList> {
  const memberId = memberScope(actor);
  const rows = await ctx.db
    .select()
    .from(banquetBookings)
    .where(eq(banquetBookings.memberId, memberId))
    .orderBy(desc(banquetBookings.date), desc(banquetBookings.id));
  return { items: await toBookings(ctx.db, rows, await clubToday(ctx)) };
}
