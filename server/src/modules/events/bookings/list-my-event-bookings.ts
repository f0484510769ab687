import { asc, eq, sql } from 'drizzle-orm';
import type { Language, MyEventBookingList } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventBookings, events } from '../../../db/schema/index.ts';
import { aheadThenPast } from '../../bookings/index.ts';
import { toBookings } from './booking-view.ts';

/**
 * The member's bookings (My Events Booking): the events ahead (and one under way) first, the
 * soonest at the top, then the past ones, the latest first (the page says so); the events'
 * titles and venues in the reader's language.
 */
export async function listMyEventBookings(
  ctx: AppContext,
  actor: Actor,
  input: { lang: Language },
): Promise<MyEventBookingList> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  const past = sql`${events.endsAt} < ${now.toISOString()}::timestamptz`;
  const rows = await ctx.db
    .select({ b: eventBookings })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .where(eq(eventBookings.memberId, memberId))
    .orderBy(...aheadThenPast(past, events.startsAt), asc(eventBookings.id))
    .limit(200);
  return {
    items: await toBookings(
      ctx.db,
      rows.map((r) => r.b),
      now,
      input.lang,
    ),
  };
}
