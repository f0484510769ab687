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
import { clubToday } from './room-store.ts';

type Query = z.output<typeof chamberBookingListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'checkIn':
      return [dir(chamberBookings.checkIn), asc(chamberBookings.id)];
    case 'total':
      return [dir(chamberBookings.total), asc(chamberBookings.id)];
    default:
      // Newest requests first unless asked otherwise.
      return [q.sortBy ? dir(chamberBookings.id) : desc(chamberBookings.id)];
  }
}

/** The office's list of booking requests: filtered by status, searched, paged. */
export async function listBookings(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<ChamberBooking>> {
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
      .orderBy(...orderOf(q))
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
      await clubToday(ctx),
      adminProofUrl,
    ),
    n,
    q,
  );
}
