import { and, asc, count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toPaged, type Paged } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';

/* The lists of bookings: the office's paged list and the member's own, in the orders the pages state. */

type Day = AnyColumn | SQL;

/**
 * The member's order: the bookings ahead (and one under way) first, the soonest `day` at the
 * top, then the past ones (`past`), the latest first. The caller adds its tie-breaker (the
 * booking number) so that the order is total.
 */
export function aheadThenPast(past: SQL, day: Day): SQL[] {
  return [
    asc(past),
    sql`case when ${past} then null else ${day} end asc`,
    sql`case when ${past} then ${day} end desc`,
  ];
}

/**
 * The office's order: the bookings awaiting a decision first (`awaiting`), the soonest `day` at
 * the top; then the others still ahead (`ahead`), soonest first; then the past ones, the latest
 * first; the booking number (`id`) breaking ties, so that the pages neither repeat nor skip a
 * booking.
 */
export function officeOrder(o: { awaiting: SQL; ahead: SQL; day: Day; id: AnyColumn }): SQL[] {
  const group = sql`case when ${o.awaiting} then 0 when ${o.ahead} then 1 else 2 end`;
  return [
    asc(group),
    sql`case when ${group} < 2 then ${o.day} end asc`,
    sql`case when ${group} = 2 then ${o.day} end desc`,
    asc(o.id),
  ];
}

/** What a page of an office list reads: its bookings' table, the joins its filters need. */
export interface PageSource {
  table: PgTable;
  joins: { table: PgTable; on: SQL }[];
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * One page of an office list: the rows of the page (in `orderBy`) and the count of all that
 * match, read side by side, turned into bookings by the area's `view` (its `toBookings`).
 */
export async function readPage<Row, View>(
  db: DbOrTx,
  q: { pageIndex: number; pageSize: number },
  source: PageSource,
  view: (rows: Row[]) => Promise<View[]>,
): Promise<Paged<View>> {
  const joined = <Q extends { innerJoin: (t: PgTable, on: SQL) => Q }>(qb: Q) =>
    source.joins.reduce((acc, j) => acc.innerJoin(j.table, j.on), qb);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    joined(db.select({ b: source.table }).from(source.table).$dynamic())
      .where(and(source.where))
      .orderBy(...source.orderBy)
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    joined(db.select({ n: count() }).from(source.table).$dynamic()).where(and(source.where)),
  ]);
  return toPaged(await view(rows.map((r) => r.b as Row)), Number(n), q);
}
