import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { toPaged, type ClubEvent, type eventListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventCategories, events } from '../../../db/schema/index.ts';
import { clubInstant } from '../../../lib/club-time.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { clubTimeZone, withDetails } from './event-store.ts';

type Query = z.output<typeof eventListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'title':
      return [dir(events.title), asc(events.id)];
    case 'status':
      return [dir(events.status), asc(events.startsAt), asc(events.id)];
    case 'capacity':
      return [dir(events.capacity), asc(events.startsAt), asc(events.id)];
    default:
      return [dir(events.startsAt), asc(events.id)];
  }
}

/** The first instants of a club month and of the next one. */
function monthBounds(month: string, timeZone: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [
    clubInstant(`${month}-01`, '00:00', timeZone),
    clubInstant(`${next}-01`, '00:00', timeZone),
  ];
}

/**
 * The staff's list of events (the admin's and the event manager's): searched, filtered by
 * status, category (a root takes in its children) and month, sorted and paged on the server.
 */
export async function listEvents(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<ClubEvent>> {
  const like = q.term ? likeTerm(q.term) : undefined;
  const month = q.month ? monthBounds(q.month, await clubTimeZone(ctx.db)) : undefined;
  const where = and(
    q.status ? eq(events.status, q.status) : undefined,
    q.categoryId
      ? or(
          eq(events.categoryId, q.categoryId),
          inArray(
            events.categoryId,
            ctx.db
              .select({ id: eventCategories.id })
              .from(eventCategories)
              .where(eq(eventCategories.parentId, q.categoryId)),
          ),
        )
      : undefined,
    month ? and(gte(events.startsAt, month[0]), lt(events.startsAt, month[1])) : undefined,
    like
      ? or(ilike(events.title, like), ilike(events.venue, like), ilike(events.description, like))
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(events)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(where),
  ]);
  return toPaged(await withDetails(ctx.db, rows), n, q);
}
