import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  toPaged,
  type EventBooking,
  type eventBookingListQuery,
  type Paged,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { eventBookings, events, members } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { toBookings } from './booking-store.ts';

type Query = z.output<typeof eventBookingListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'member':
      return [dir(members.code), asc(eventBookings.id)];
    case 'heads':
      return [dir(eventBookings.heads), asc(eventBookings.id)];
    case 'total':
      return [dir(eventBookings.total), asc(eventBookings.id)];
    default:
      return [q.sortDir === 'asc' && q.sortBy ? asc(eventBookings.id) : desc(eventBookings.id)];
  }
}

/**
 * The club office's bookings (events/ManageOrder): filtered by event and status, searched by
 * member code, name or event title, sorted and paged on the server (latest first).
 */
export async function listEventBookings(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<EventBooking>> {
  const like = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    q.eventId ? eq(eventBookings.eventId, q.eventId) : undefined,
    q.status ? eq(eventBookings.status, q.status) : undefined,
    like
      ? or(
          ilike(members.code, like),
          ilike(members.firstName, like),
          ilike(members.lastName, like),
          ilike(events.title, like),
        )
      : undefined,
  );
  const base = () =>
    ctx.db
      .select({ b: eventBookings })
      .from(eventBookings)
      .innerJoin(members, eq(members.id, eventBookings.memberId))
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(where);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    base()
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventBookings)
      .innerJoin(members, eq(members.id, eventBookings.memberId))
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(where),
  ]);
  return toPaged(
    await toBookings(
      ctx.db,
      rows.map((r) => r.b),
      ctx.clock.now(),
    ),
    n,
    q,
  );
}
