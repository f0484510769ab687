import { sql, type SQL } from 'drizzle-orm';
import { clubInstant } from '../../lib/club-time.ts';

/**
 * The ranges a chart reads: the asked one and, for a comparison, the same dates a year
 * earlier (29 February becomes the 28th). Each as club dates (both included) and as the
 * instants they run between in the club's time zone, with the shift that moves a month of the
 * earlier range onto the month it is compared with.
 */
export interface Period {
  period: 'current' | 'previous';
  from: string;
  to: string;
  start: Date;
  end: Date;
  shift: string;
}

/** A club date moved by a number of days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A club date a year earlier (29 February: the 28th). */
export function yearBefore(date: string): string {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${y}-${md}`;
}

export function periodsOf(from: string, to: string, compare: boolean, timeZone: string): Period[] {
  const one = (period: Period['period'], f: string, t: string, shift: string): Period => ({
    period,
    from: f,
    to: t,
    start: clubInstant(f, '00:00', timeZone),
    end: clubInstant(addDays(t, 1), '00:00', timeZone),
    shift,
  });
  const current = one('current', from, to, '0 years');
  return compare
    ? [current, one('previous', yearBefore(from), yearBefore(to), '1 year')]
    : [current];
}

/**
 * The periods as a table `p(period, d0, d1, t0, t1, shift)` for a query's `with`: d0 and d1
 * the first and last club date, t0 and t1 the instants [t0, t1), shift the interval that
 * moves a month of the period onto the asked range's.
 */
export function periodsTable(periods: Period[]): SQL {
  const rows = periods.map(
    (p) =>
      sql`(${p.period}::text, ${p.from}::date, ${p.to}::date, ${p.start.toISOString()}::timestamptz, ${p.end.toISOString()}::timestamptz, ${p.shift}::interval)`,
  );
  return sql`p(period, d0, d1, t0, t1, shift) as (values ${sql.join(rows, sql`, `)})`;
}

/** The months 'YYYY-MM' a range of dates touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}
