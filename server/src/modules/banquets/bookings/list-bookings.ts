import { clubToday } from '../../settings/index.ts';
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { type BanquetBooking, type banquetBookingListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetBookings, members } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { officeOrder, readPage } from '../../bookings/index.ts';
import { type BookingRow } from './booking-store.ts';
import { toBookings } from './booking-view.ts';

type Query = z.output<typeof banquetBookingListQuery>;

function orderOf(q: Query, today: string): SQL[] {
  if (!q.sortBy) {
    // The office's order (the page says so): the requests awaiting a decision first, the
    // soonest function at the top; then the functions ahead (today's included), then the past.
    return officeOrder({
      awaiting: sql`${banquetBookings.status} = 'requested'`,
      ahead: sql`${banquetBookings.date} >= ${today}::date`,
      day: banquetBookings.date,
      id: banquetBookings.id,
    });
  }
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
  return readPage(
    ctx.db,
    q,
    {
      table: banquetBookings,
      joins: [{ table: members, on: eq(members.id, banquetBookings.memberId) }],
      where,
      orderBy: orderOf(q, today),
    },
    (rows: BookingRow[]) => toBookings(ctx.db, rows, today),
  );
}
