import { clubToday } from '../settings/index.ts';
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  toPaged,
  type BanquetBooking,
  type banquetBookingListQuery,
  type Paged,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { banquetBookings, members } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { toBookings } from './booking-store.ts';

type Query = z.output<typeof banquetBookingListQuery>;

/**
 * The office's order (the page says so): the requests awaiting a decision first, the soonest
 * function at the top; then the other bookings, the functions ahead (today's included) soonest
 * first, then the past ones, the latest first; the booking number breaking ties, so that the
 * pages neither repeat nor skip a booking.
 */
function officeOrder(today: string): SQL[] {
  const b = banquetBookings;
  const group = sql`case when ${b.status} = 'requested' then 0 when ${b.date} >= ${today}::date then 1 else 2 end`;
  return [
    asc(group),
    sql`case when ${group} < 2 then ${b.date} end asc`,
    sql`case when ${group} = 2 then ${b.date} end desc`,
    asc(b.id),
  ];
}

function orderOf(q: Query, today: string): SQL[] {
  if (!q.sortBy) return officeOrder(today);
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'date':
      return [dir(banquetBookings.date), asc(banquetBookings.id)];
    case 'total':
      return [dir(banquetBookings.total), asc(banquetBookings.id)];
    default:
      return [dir(banquetBookings.id)];
  }
}

/**
 * The office's list of hall bookings: filtered by status and function dates, searched, paged,
 * in the office's order unless a column is asked for.
 */
export async function listBookings(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<BanquetBooking>> {
  const today = await clubToday(ctx);
  const like = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    q.status ? eq(banquetBookings.status, q.status) : undefined,
    q.from ? gte(banquetBookings.date, q.from) : undefined,
    q.to ? lte(banquetBookings.date, q.to) : undefined,
    like
      ? or(ilike(members.code, like), ilike(members.firstName, like), ilike(members.lastName, like))
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({ b: banquetBookings })
      .from(banquetBookings)
      .innerJoin(members, eq(members.id, banquetBookings.memberId))
      .where(where)
      .orderBy(...orderOf(q, today))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(banquetBookings)
      .innerJoin(members, eq(members.id, banquetBookings.memberId))
      .where(where),
  ]);
  return toPaged(
    await toBookings(
      ctx.db,
      rows.map((r) => r.b),
      today,
    ),
    n,
    q,
  );
}
