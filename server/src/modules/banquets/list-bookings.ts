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
import { clubToday, toBookings } from './booking-store.ts';

type Query = z.output<typeof banquetBookingListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'date':
      return [dir(banquetBookings.date), asc(banquetBookings.id)];
    case 'total':
      return [dir(banquetBookings.total), asc(banquetBookings.id)];
    default:
      return [q.sortBy ? dir(banquetBookings.id) : desc(banquetBookings.id)];
  }
}

/** The office's list of hall bookings: filtered by status and function dates, searched, paged. */
export async function listBookings(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<BanquetBooking>> {
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
      .orderBy(...orderOf(q))
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
      await clubToday(ctx),
    ),
    n,
    q,
  );
}
