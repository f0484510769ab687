import { clubToday } from '../../settings/index.ts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { toPaged, type Paged, type Room, type roomListQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRooms } from '../../../db/schema/index.ts';
import { likeTerm } from '../../../lib/like-term.ts';
import { withDetails } from './room-store.ts';

type Query = z.output<typeof roomListQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  const r = chamberRooms;
  switch (q.sortBy) {
    case 'number':
      return [dir(r.number), asc(r.id)];
    case 'name':
      return [dir(r.name), asc(r.id)];
    case 'type':
      return [dir(r.type), asc(r.sort), asc(r.number), asc(r.id)];
    case 'memberTariff':
      return [dir(r.memberTariff), asc(r.number), asc(r.id)];
    case 'capacity':
      return [dir(r.capacity), asc(r.number), asc(r.id)];
    default:
      return [dir(r.sort), asc(r.number), asc(r.id)];
  }
}

/** The admin's list of rooms: searched, filtered, sorted and paged on the server. */
export async function listRooms(ctx: AppContext, _actor: Actor, q: Query): Promise<Paged<Room>> {
  const like = q.term ? likeTerm(q.term) : undefined;
  const where = and(
    q.type ? eq(chamberRooms.type, q.type) : undefined,
    q.active ? eq(chamberRooms.active, q.active === 'true') : undefined,
    like
      ? or(
          ilike(chamberRooms.number, like),
          ilike(chamberRooms.name, like),
          ilike(chamberRooms.description, like),
        )
      : undefined,
  );
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(chamberRooms)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chamberRooms)
      .where(where),
  ]);
  return toPaged(await withDetails(ctx.db, rows, await clubToday(ctx)), n, q);
}
