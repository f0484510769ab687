import { and, eq } from 'drizzle-orm';
import type { EventBooking, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { toBookings } from './booking-view.ts';

/** One of the member's own bookings, its event's title and venue in the reader's language; another member's is 404. */
export async function getMyEventBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; lang: Language },
): Promise<EventBooking> {
  const memberId = memberScope(actor);
  const [row] = await ctx.db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.id, input.id), eq(eventBookings.memberId, memberId)));
  if (!row) throw notFound('No such booking.');
  const [view] = await toBookings(ctx.db, [row], ctx.clock.now(), input.lang);
  return view!;
}
