import { clubToday } from '../settings/index.ts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  toPaged,
  type ChamberBooking,
  type chamberBookingListQuery,
  type Paged,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chamberBookings, members } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';
import { adminProofUrl, toBookings } from './booking-store.ts';

type Query = z.output<typeof chamberBookingListQuery>;

/**
 * The office's order (the page says so): the requests awaiting a decision first, the soonest
 * check-in at the top; then the other bookings, the stays ahead (and those under way) soonest
 * check-in first, then the past ones, the latest first; the booking number breaking ties, so
 * that the pages neither repeat nor skip a booking.
 */
function officeOrder(today: string): SQL[] {
  const b = chamberBookings;
  const group = sql`case when ${b.status} = 'requested' then 0 when ${b.checkOut} >= ${today}::date then 1 else 2 end`;
  return [
    asc(group),
    sql`case when ${group} < 2 then ${b.checkIn} end asc`,
    sql`case when ${group} = 2 then ${b.checkIn} end desc`,
    asc(b.id),
  ];
}

function orderOf(q: Query, today: string): SQL[] {
  if (!q.sortBy) return officeOrder(today);
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'checkIn':
      return [dir(chamberBookings.checkIn), asc(chamberBookings.id)];
    case 'total':
      return [dir(chamberBookings.total), asc(chamberBookings.id)];
    default:
      return [dir(chamberBookings.id)];
  }
}

/**
 * The office's list of booking requests: filtered by status, searched, paged, in the office's
 * order unless a column is asked for.
 */
export async function listBookings(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<ChamberBooking>> {
  const today = await clubToday(ctx);
  const like = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    q.status ? eq(chamberBookings.status, q.status) : undefined,
    like
      ? or(
          ilike(chamberBookings.guestName, like),
          ilike(members.code, like),
          ilike(members.firstName, like),
          ilike(members.lastName, like),
        )
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select({ b: chamberBookings })
      .from(chamberBookings)
      .innerJoin(members, eq(members.id, chamberBookings.memberId))
      .where(where)
      .orderBy(...orderOf(q, today))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chamberBookings)
      .innerJoin(members, eq(members.id, chamberBookings.memberId))
      .where(where),
  ]);
  return toPaged(
    await toBookings(
      ctx.db,
      rows.map((r) => r.b),
      today,
      adminProofUrl,
    ),
    n,
    q,
  );
}
