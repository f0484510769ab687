import { clubToday } from '../../settings/index.ts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type ChamberBooking, type chamberBookingListQuery, type Paged } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings, members } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { officeOrder, readPage } from '../../bookings/index.ts';
import { type BookingRow } from './booking-store.ts';
import { adminProofUrl, toBookings } from './booking-view.ts';

type Query = z.output<typeof chamberBookingListQuery>;

function orderOf(q: Query, today: string): SQL[] {
  if (!q.sortBy) {
    // The office's order (the page says so): the requests awaiting a decision first, the
    // soonest check-in at the top; then the stays ahead (and those under way), then the past.
    return officeOrder({
      awaiting: sql`${chamberBookings.status} = 'requested'`,
      ahead: sql`${chamberBookings.checkOut} >= ${today}::date`,
      day: chamberBookings.checkIn,
      id: chamberBookings.id,
    });
  }
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
  return readPage(
    ctx.db,
    q,
    {
      table: chamberBookings,
      joins: [{ table: members, on: eq(members.id, chamberBookings.memberId) }],
      where,
      orderBy: orderOf(q, today),
    },
    (rows: BookingRow[]) => toBookings(ctx.db, rows, today, adminProofUrl),
  );
}
