import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_TOP_ITEMS,
  type AnalyticsChart,
  type Language,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { periodsTable, type Period } from './range.ts';

/**
 * The analytics' figures, each chart one SQL aggregate over its table (GROUP BY with grouping
 * sets: the rows and the range's totals in the same statement), months counted in the club's
 * time zone. A row of the answer: its period ('current' or 'previous'), its key (a month
 * 'YYYY-MM', moved a year on for the earlier period, or the thing's id; null for the period's
 * totals), label, group and measures (numbers as PostgreSQL gives them: text for bigint and
 * numeric).
 */
export type RawRow = {
  period: Period['period'];
  key: string | null;
  label: string | null;
  grp: string | null;
} & Record<string, unknown>;

export interface ChartInput {
  periods: Period[];
  timeZone: string;
  lang: Language;
}

/** The stays whose nights count as taken (a request, a refusal or a cancelled stay does not). */
const STAYED = sql.raw(`'confirmed', 'checked_in', 'checked_out'`);
/** The real orders (not waiting for a card, cancelled or rejected). */
const NOT_ORDERS = sql.raw(`'pending_payment', 'cancelled', 'rejected'`);
/** The functions that took place or will (confirmed by the office). */
const HELD = sql.raw(`'confirmed', 'completed'`);
/** The events members could book (not drafts, not called off). */
const SHOWN_EVENTS = sql.raw(`'published', 'closed', 'completed'`);
/** The bookings that hold places (not waiting for a card, not cancelled). */
const LIVE_BOOKINGS = sql.raw(`'booked', 'confirmed'`);
/** The statuses a member lapses into (the office's status change, audited). */
const LAPSED = sql.raw(`'Lapsed', 'Suspended', 'Resigned'`);

const monthOfInstant = (col: SQL, tz: string) =>
  sql`to_char(date_trunc('month', ${col} at time zone ${tz}) + p.shift, 'YYYY-MM')`;
const monthOfDate = (col: SQL) =>
  sql`to_char(date_trunc('month', ${col}::timestamp) + p.shift, 'YYYY-MM')`;

async function rows(db: DbOrTx, q: SQL): Promise<RawRow[]> {
  return (await db.execute(q)).rows as RawRow[];
}

/** `inner` (period, key, label, grp, measures' inputs) summed per key and group and per period. */
const byKey = (periods: Period[], inner: SQL, measures: SQL) => sql`
  with ${periodsTable(periods)}
  select period, key, max(label) as label, grp, ${measures}
  from (${inner}) x
  group by grouping sets ((period, key, grp), (period))`;

/**
 * Revenue by stream and month, from the ledger: the charges of food orders (by their outlet),
 * stays, functions and events, net of the credits that undo them (cancellations, removed
 * lines, refunds of an advance), tax included (`tax` its part). Card refunds are money going
 * back for a payment, not revenue, and are left out like the payments.
 */
function revenue({ periods, timeZone }: ChartInput): SQL {
  return byKey(
    periods,
    // LATERAL: each period reads its own range of the ledger's posted_at index.
    sql`select p.period, ${monthOfInstant(sql`l.posted_at`, timeZone)} as key,
        null::text as label,
        case l.source when 'fnb_order' then coalesce(o.outlet, 'restaurant')
          when 'chamber_booking' then 'rooms' when 'banquet_booking' then 'halls'
          else 'events' end as grp,
        l.amount, l.tax_amount
      from p
      cross join lateral (
        select e.posted_at, e.source, e.source_id, e.amount, e.tax_amount from ledger_entries e
        where e.posted_at >= p.t0 and e.posted_at < p.t1
          and e.source in ('fnb_order', 'chamber_booking', 'banquet_booking', 'event_booking')
          and e.kind in ('charge', 'credit')
      ) l
      left join fnb_orders o on l.source = 'fnb_order'
        and o.id = (case when split_part(l.source_id, ':', 1) ~ '^[0-9]{1,9}$'
          then split_part(l.source_id, ':', 1)::int end)`,
    sql`coalesce(sum(amount), 0)::bigint as amount, coalesce(sum(tax_amount), 0)::bigint as tax`,
  );
}

/**
 * Room occupancy by month: the room-nights of confirmed stays (confirmed, checked in, checked
 * out) over the room-nights the active rooms offer (rooms x days of the range in the month).
 */
function occupancy({ periods }: ChartInput): SQL {
  return byKey(
    periods,
    sql`select p.period, ${monthOfDate(sql`n.night`)} as key, null::text as label,
        null::text as grp, b.rooms as nights, 0 as available
      from p
      join chamber_bookings b on b.check_in <= p.d1 and b.check_out > p.d0 and b.status in (${STAYED})
      cross join lateral generate_series(greatest(b.check_in, p.d0)::timestamp,
        least(b.check_out - 1, p.d1)::timestamp, interval '1 day') as n(night)
      union all
      select p.period, ${monthOfDate(sql`d.day`)}, null, null, 0,
        (select count(*) from chamber_rooms r where r.active)::int
      from p cross join lateral generate_series(p.d0::timestamp, p.d1::timestamp, interval '1 day') as d(day)`,
    sql`coalesce(sum(nights), 0)::bigint as nights, coalesce(sum(available), 0)::bigint as available,
      coalesce(round(100.0 * sum(nights) / nullif(sum(available), 0), 1), 0)::float8 as rate`,
  );
}

/** Hall use by month: the functions held (confirmed or completed) per hall, and their guests. */
function halls({ periods }: ChartInput): SQL {
  return byKey(
    periods,
    sql`select p.period, ${monthOfDate(sql`b.date`)} as key, null::text as label, h.name as grp,
        1 as functions, coalesce(b.final_guests, b.guests) as guests
      from p
      join banquet_bookings b on b.date between p.d0 and p.d1 and b.status in (${HELD})
      join banquet_halls h on h.id = b.hall_id`,
    sql`count(*)::int as functions, coalesce(sum(guests), 0)::bigint as guests`,
  );
}

/**
 * Event attendance: each event starting in the range (published, closed or completed) with
 * its places booked (heads of live bookings), capacity and heads marked as attended; the
 * earliest ANALYTICS_MAX_EVENTS listed, the totals over all. The title in the reader's
 * language where the editors gave one.
 */
function events({ periods, lang }: ChartInput): SQL {
  const title =
    lang === 'en'
      ? sql`e.title`
      : sql`coalesce(nullif(e.translations -> ${lang} ->> 'title', ''), e.title)`;
  return sql`
    with ${periodsTable(periods)},
    per as (
      select p.period, e.id, ${title} as title, e.starts_at, e.capacity,
        coalesce(sum(b.heads) filter (where b.status in (${LIVE_BOOKINGS})), 0) as booked,
        coalesce(sum(b.heads) filter (where b.status in (${LIVE_BOOKINGS}) and b.attended), 0) as attended
      from p
      join events e on e.starts_at >= p.t0 and e.starts_at < p.t1 and e.status in (${SHOWN_EVENTS})
      left join event_bookings b on b.event_id = e.id
      group by p.period, e.id
    )
    select period, id::text as key, title as label, null::text as grp,
      booked::bigint, capacity::bigint, attended::bigint, n
    from (select per.*, row_number() over (partition by period order by starts_at, id) as n from per) r
    where period = 'current' and n <= ${ANALYTICS_MAX_EVENTS}
    union all
    select period, null, null, null, sum(booked)::bigint, sum(capacity)::bigint, sum(attended)::bigint, null
    from per group by period
    order by period, n`;
}

/**
 * The top items of the food orders of the range (real orders, lines not removed) by quantity,
 * then amount (before tax); the earlier period's figures of the same items beside them; the
 * totals over every item.
 */
function topItems({ periods }: ChartInput): SQL {
  return sql`
    with ${periodsTable(periods)},
    per as (
      select p.period, l.item_id, sum(l.quantity) as quantity, sum(l.amount) as amount
      from p
      join fnb_orders o on o.slot_at >= p.t0 and o.slot_at < p.t1 and o.status not in (${NOT_ORDERS})
      join fnb_order_lines l on l.order_id = o.id and l.removed_at is null
      group by p.period, l.item_id
    ),
    top as (
      select item_id from per where period = 'current'
      order by quantity desc, amount desc, item_id limit ${ANALYTICS_TOP_ITEMS}
    )
    select per.period, per.item_id::text as key, i.name as label, null::text as grp,
      per.quantity::bigint, per.amount::bigint
    from per join top on top.item_id = per.item_id join fnb_items i on i.id = per.item_id
    union all
    select period, null, null, null, coalesce(sum(quantity), 0)::bigint, coalesce(sum(amount), 0)::bigint
    from per group by period
    order by period, quantity desc, amount desc, label`;
}

/**
 * New and lapsed members by month: members whose joining date falls in it, and the office's
 * status changes into Lapsed, Suspended or Resigned made in it (the audit of each change).
 */
function members({ periods, timeZone }: ChartInput): SQL {
  return byKey(
    periods,
    sql`select p.period, ${monthOfDate(sql`m.joined_on`)} as key, null::text as label,
        null::text as grp, 1 as joined, 0 as lapsed
      from p join members m on m.joined_on between p.d0 and p.d1
      union all
      select p.period, ${monthOfInstant(sql`a.at`, timeZone)}, null, null, 0, 1
      from p cross join lateral (
        select x.at from audit_log x
        where x.action = 'member.status' and x.at >= p.t0 and x.at < p.t1
          and x.after ->> 'status' in (${LAPSED})
      ) a`,
    sql`coalesce(sum(joined), 0)::int as joined, coalesce(sum(lapsed), 0)::int as lapsed`,
  );
}

/**
 * Feedback by month of writing: how many were written and answered, the median and average
 * working minutes to the first answer, the members' average rating (1 to 5).
 */
function feedback({ periods, timeZone }: ChartInput): SQL {
  return byKey(
    periods,
    sql`select p.period, ${monthOfInstant(sql`f.created_at`, timeZone)} as key, null::text as label,
        null::text as grp, f.first_reply_at, f.first_reply_minutes, f.rating
      from p join feedback f on f.created_at >= p.t0 and f.created_at < p.t1`,
    sql`count(*)::int as received, count(first_reply_at)::int as answered,
      coalesce(percentile_cont(0.5) within group (order by first_reply_minutes), 0)::float8 as "medianMinutes",
      coalesce(round(avg(first_reply_minutes), 0), 0)::float8 as "averageMinutes",
      coalesce(round(avg(rating), 2), 0)::float8 as "averageRating"`,
  );
}

/** The members' ratings of the feedback written in the range: how many gave each of 1 to 5. */
function ratings({ periods }: ChartInput): SQL {
  return sql`
    with ${periodsTable(periods)}
    select p.period, case when grouping(s.r) = 0 then s.r::text end as key,
      case when grouping(s.r) = 0 then s.r::text end as label, null::text as grp,
      count(f.id)::int as count
    from p cross join generate_series(1, 5) as s(r)
    left join feedback f on f.rating = s.r and f.created_at >= p.t0 and f.created_at < p.t1
    group by grouping sets ((p.period, s.r), (p.period))
    order by p.period, s.r`;
}

const QUERIES: Record<AnalyticsChart, (i: ChartInput) => SQL> = {
  revenue,
  occupancy,
  halls,
  events,
  'top-items': topItems,
  members,
  feedback,
  ratings,
};

/** One chart's rows and totals for its periods, in one statement. */
export function chartRows(db: DbOrTx, chart: AnalyticsChart, input: ChartInput): Promise<RawRow[]> {
  return rows(db, QUERIES[chart](input));
}
