import { and, desc, eq } from 'drizzle-orm';
import type { EventBooking, MyEventBookingList, MyEventFamily } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { eventBookings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { familyOf, toBookings } from './booking-store.ts';

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

/** One of the member's own bookings; another member's is 404. */
export async function getMyEventBooking(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<EventBooking> {
  const memberId = memberScope(actor);
  const [row] = await ctx.db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.id, input.id), eq(eventBookings.memberId, memberId)));
  if (!row) throw notFound('No such booking.');
  const [view] = await toBookings(ctx.db, [row], ctx.clock.now());
  return view!;
}

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

/** The member's family on record, to pick dependents from. */
export async function getMyEventFamily(ctx: AppContext, actor: Actor): Promise<MyEventFamily> {
  return familyOf(ctx.db, memberScope(actor), ctx.clock.now());
}
