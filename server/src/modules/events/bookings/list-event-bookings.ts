import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type EventBooking, type eventBookingListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventBookings, events, members } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { aheadThenPast, readPage } from '../../bookings/index.ts';
import { type EventBookingRow } from './booking-store.ts';
import { toBookings } from './booking-view.ts';

type Query = z.output<typeof eventBookingListQuery>;

/**
 * The office's order (the page says so): the bookings for the events ahead (and one under way)
 * first, the soonest event at the top; then those for past events, the latest event first; an
 * event's bookings in the order they were made (the booking number, which also keeps the pages
 * from repeating or skipping a booking).
 */
function officeOrder(now: Date): SQL[] {
  return [
    ...aheadThenPast(sql`${events.endsAt} < ${now.toISOString()}::timestamptz`, events.startsAt),
    asc(events.id),
    asc(eventBookings.id),
  ];
}

function orderOf(q: Query, now: Date): SQL[] {
  if (!q.sortBy) return officeOrder(now);
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'member':
      return [dir(members.code), asc(eventBookings.id)];
    case 'heads':
      return [dir(eventBookings.heads), asc(eventBookings.id)];
    case 'total':
      return [dir(eventBookings.total), asc(eventBookings.id)];
    case 'createdAt':
      return [dir(eventBookings.id)];
  }
}

/**
 * The club office's bookings (events/ManageOrder): filtered by event and status, searched by
 * member code, name or event title, paged on the server, in the office's order unless a column
 * is asked for.
 */
export async function listEventBookings(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<EventBooking>> {
  const now = ctx.clock.now();
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
  return readPage(
    ctx.db,
    q,
    {
      table: eventBookings,
      joins: [
        { table: members, on: eq(members.id, eventBookings.memberId) },
        { table: events, on: eq(events.id, eventBookings.eventId) },
      ],
      where,
      orderBy: orderOf(q, now),
    },
    (rows: EventBookingRow[]) => toBookings(ctx.db, rows, now),
  );
}
