import { eq } from 'drizzle-orm';
import type { EventBookingFields, EventBookingQuote } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { checkBookable, checkMemberStanding, priceBooking } from './booking-store.ts';

/**
 * The price of a booking, computed on the server with every rule of `bookEvent` but the
 * places (told as `placesLeft`); nothing is written.
 */
export async function quoteEventBooking(
  ctx: AppContext,
  actor: Actor,
  f: EventBookingFields,
): Promise<EventBookingQuote> {
  const memberId = memberScope(actor);
  const [event] = await ctx.db.select().from(events).where(eq(events.id, f.eventId));
  if (!event) throw notFound('No such event.');
  const now = ctx.clock.now();
  checkBookable(event, now);
  await checkMemberStanding(ctx.db, memberId);
  const p = await priceBooking(ctx.db, event, memberId, f, now);
  return {
    eventId: event.id,
    heads: p.heads,
    lines: p.lines,
    total: p.total,
    placesLeft: Math.max(0, event.capacity - event.placesTaken),
  };
}
