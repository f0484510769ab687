/** Month arithmetic in the club's time zone (club_settings.time_zone). Months are 'YYYY-MM'. */
import { clubMoment, zonedInstant, zonedParts } from '../../lib/club-time.ts';

/** The month a moment falls in, in the time zone. */
export function monthOf(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}`;
}

/** The calendar date (YYYY-MM-DD) of a moment in the time zone. */
export function dateOf(date: Date, timeZone: string): string {
  return clubMoment(date, timeZone).date;
}

export { zonedInstant };

/** 'YYYY-MM' plus n months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Days in a 'YYYY-MM' month. */
export function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month's first instant and the next month's first instant, in the time zone. */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: zonedInstant(`${month}-01`, 0, 0, timeZone),
    to: zonedInstant(`${addMonths(month, 1)}-01`, 0, 0, timeZone),
  };
}

/** "March 2026" in English (PDF, CSV and descriptions). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}
