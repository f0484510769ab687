import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_DASHBOARD_EVENTS,
  FNB_OPEN_STATUSES,
  FNB_OUTLETS,
  translated,
} from '@club/contracts';
import type { AdminDashboard, Language } from '@club/contracts';
import type { Db } from '../../db/client.ts';
import {
  banquetBookings,
  chamberBookings,
  events,
  feedback,
  fnbOrders,
} from '../../db/schema/index.ts';
import { overdueAt } from '../feedback/index.ts';
import { pendingCount } from '../profile/index.ts';

type WorkFigures = Pick<
  AdminDashboard,
  | 'openOrders'
  | 'chamberRequests'
  | 'hallRequests'
  | 'profileRequests'
  | 'upcomingEvents'
  | 'feedback'
>;

/** A count of the rows of a table that match, as a scalar subquery. */
const countOf = (
  table: typeof chamberBookings | typeof banquetBookings | typeof feedback,
  where: unknown,
) => sql<number>`(select count(*)::int from ${table} where ${where})`;

/**
 * What waits for the office, at `now`: the open food orders by outlet, the chamber and hall
 * requests not yet decided, the members' profile changes waiting, the published events still to start with their places left, and
 * the feedback open, in progress and overdue (the feedback list's own rule). Three queries;
 * the events' titles in the reader's language.
 */
export async function workFigures(db: Db, now: Date, lang: Language): Promise<WorkFigures> {
  const [counts, open, upcoming, profileRequests] = await Promise.all([
    db.execute(
      sql`select ${countOf(chamberBookings, eq(chamberBookings.status, 'requested'))} as chamber,
        ${countOf(banquetBookings, eq(banquetBookings.status, 'requested'))} as hall,
        ${countOf(feedback, eq(feedback.status, 'open'))} as open,
        ${countOf(feedback, eq(feedback.status, 'in_progress'))} as in_progress,
        ${countOf(feedback, overdueAt(now))} as overdue`,
    ),
    db
      .select({ outlet: fnbOrders.outlet, count: count() })
      .from(fnbOrders)
      .where(inArray(fnbOrders.status, [...FNB_OPEN_STATUSES]))
      .groupBy(fnbOrders.outlet),
    db
      .select({
        id: events.id,
        title: events.title,
        translations: events.translations,
        startsAt: events.startsAt,
        capacity: events.capacity,
        placesTaken: events.placesTaken,
      })
      .from(events)
      .where(and(eq(events.status, 'published'), gt(events.startsAt, now)))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(ADMIN_DASHBOARD_EVENTS),
    pendingCount(db),
  ]);
  const c = counts.rows[0] as Record<
    'chamber' | 'hall' | 'open' | 'in_progress' | 'overdue',
    number
  >;
  return {
    openOrders: FNB_OUTLETS.map((outlet) => ({
      outlet,
      count: open.find((o) => o.outlet === outlet)?.count ?? 0,
    })),
    chamberRequests: Number(c.chamber),
    hallRequests: Number(c.hall),
    profileRequests,
    upcomingEvents: upcoming.map((e) => ({
      id: e.id,
      title: translated(e.title, e.translations, lang, 'title'),
      startsAt: e.startsAt.toISOString(),
      capacity: e.capacity,
      placesLeft: Math.max(0, e.capacity - e.placesTaken),
    })),
    feedback: {
      open: Number(c.open),
      inProgress: Number(c.in_progress),
      overdue: Number(c.overdue),
    },
  };
}
