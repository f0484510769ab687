import { sql } from 'drizzle-orm';
import { FNB_OUTLETS } from '@club/contracts';
import type { AdminDashboard } from '@club/contracts';
import type { Db } from '../../db/client.ts';
import { chamberBookings, fnbOrders, payments } from '../../db/schema/index.ts';

/** The month's club dates and instants: its first and last date, its start and the next's. */
export interface MonthSpan {
  first: string;
  last: string;
  from: Date;
  to: Date;
  timeZone: string;
}

/** The stays whose nights count as taken (a request or a cancelled stay does not). */
const STAYED = sql.raw(`'confirmed', 'checked_in', 'checked_out'`);
/** The orders the month's chart counts: real ones (not waiting for a card, cancelled or rejected). */
const NOT_ORDERS = sql.raw(`'pending_payment', 'cancelled', 'rejected'`);

type Day = { day: string; value: number | string };
const days = (rows: unknown[]) =>
  (rows as Day[]).map((r) => ({ day: r.day, value: Number(r.value) }));

/**
 * The admin dashboard's charts of the month: the food orders of its days by outlet (count and
 * amount), the rooms taken each night, and the payments captured each day (the club's days).
 */
export async function monthCharts(db: Db, m: MonthSpan): Promise<AdminDashboard['charts']> {
  const series = sql`generate_series(${m.first}::date, ${m.last}::date, interval '1 day') as d(day)`;
  const [orders, nights, paid] = await Promise.all([
    db
      .select({
        outlet: fnbOrders.outlet,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${fnbOrders.total}), 0)`,
      })
      .from(fnbOrders)
      .where(
        sql`${fnbOrders.slotAt} >= ${m.from} and ${fnbOrders.slotAt} < ${m.to} and ${fnbOrders.status} not in (${NOT_ORDERS})`,
      )
      .groupBy(fnbOrders.outlet),
    db.execute(
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(b.rooms), 0) as value
        from ${series}
        left join ${chamberBookings} b
          on b.check_in <= d.day and b.check_out > d.day and b.status in (${STAYED})
        group by d.day order by d.day`,
    ),
    db.execute(
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(p.amount), 0) as value
        from ${series}
        left join ${payments} p
          on p.captured_at >= ${m.from} and p.captured_at < ${m.to}
          and (p.captured_at at time zone ${m.timeZone})::date = d.day
        group by d.day order by d.day`,
    ),
  ]);
  return {
    ordersByOutlet: FNB_OUTLETS.map((outlet) => {
      const r = orders.find((o) => o.outlet === outlet);
      return { outlet, count: r?.count ?? 0, amount: Number(r?.amount ?? 0) };
    }),
    roomNights: days(nights.rows),
    payments: days(paid.rows),
  };
}
