import { desc, eq } from 'drizzle-orm';
import type { MyEventBookingList } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { eventBookings } from '../../db/schema/index.ts';
import { toBookings } from './booking-store.ts';

/** The member's bookings (My Events Booking), latest first. */
export async function listMyEventBookings(
  ctx: AppContext,
  actor: Actor,
): Promise<MyEventBookingList> {
  const memberId = memberScope(actor);
  const rows = await ctx.db
    .select()
    .from(eventBookings)
    .where(eq(eventBookings.memberId, memberId))
    .orderBy(desc(eventBookings.id))
    .limit(200);
  return { items: await toBookings(ctx.db, rows, ctx.clock.now()) };
}
