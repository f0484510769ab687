import { eq } from 'drizzle-orm';
import type { EventBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { toBookings } from './booking-view.ts';

/** One booking for the club office (OrderDetail/{id}). */
export async function getEventBooking(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<EventBooking> {
  const [row] = await ctx.db.select().from(eventBookings).where(eq(eventBookings.id, input.id));
  if (!row) throw notFound('No such booking.');
  const [view] = await toBookings(ctx.db, [row], ctx.clock.now());
  return view!;
}
