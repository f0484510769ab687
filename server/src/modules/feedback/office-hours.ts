import { WEEKDAYS, type OfficeHours } from '@club/contracts';
import { clubInstant, clubMoment } from '../../lib/club-time.ts';

/*
 * Working time: the minutes the club office is open (the settings' office hours, by weekday, in
 * the club's time zone). A response target of 4 hours on a message written on Saturday night
 * runs from Monday's opening, not through the closed Sunday (Chatwoot #13392, Zammad #4432).
 * Each day's opening and closing are instants of that day's wall clock, so a daylight-saving
 * change moves them with the clock.
 */

const MINUTE = 60_000;

/** The next calendar date ('YYYY-MM-DD'). */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A date's office hours as instants, or null when the office is closed that day. */
function openingOf(date: string, hours: OfficeHours, timeZone: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
  const day = hours[weekday];
  if (!day) return null;
  return {
    open: clubInstant(date, day.open, timeZone).getTime(),
    close: clubInstant(date, day.close, timeZone).getTime(),
  };
}

/** Refuses hours with no open day: counting working time in them would never end. */
function requireAnOpenDay(hours: OfficeHours): void {
  if (!WEEKDAYS.some((d) => hours[d] && hours[d].close > hours[d].open)) {
    throw new Error('The office hours have no open day: working time cannot be counted.');
  }
}

/**
 * The moment `minutes` of office time after `start`: counted from `start` when the office is
 * open then, else from its next opening.
 */
export function addOfficeMinutes(
  start: Date,
  minutes: number,
  hours: OfficeHours,
  timeZone: string,
): Date {
  requireAnOpenDay(hours);
  let left = minutes * MINUTE;
  let date = clubMoment(start, timeZone).date;
  // Every week has an open day, so each week uses up some of `left`: the loop ends.
  for (;;) {
    const day = openingOf(date, hours, timeZone);
    if (day) {
      const from = Math.max(start.getTime(), day.open);
      if (from < day.close) {
        if (left <= day.close - from) return new Date(from + left);
        left -= day.close - from;
      }
    }
    date = nextDate(date);
  }
}

/** The office minutes between two moments (0 when `b` is not after `a`), whole minutes. */
export function officeMinutesBetween(
  a: Date,
  b: Date,
  hours: OfficeHours,
  timeZone: string,
): number {
  requireAnOpenDay(hours);
  if (b.getTime() <= a.getTime()) return 0;
  const last = clubMoment(b, timeZone).date;
  let total = 0;
  for (let date = clubMoment(a, timeZone).date; date <= last; date = nextDate(date)) {
    const day = openingOf(date, hours, timeZone);
    if (!day) continue;
    const from = Math.max(a.getTime(), day.open);
    const to = Math.min(b.getTime(), day.close);
    if (to > from) total += to - from;
  }
  return Math.floor(total / MINUTE);
}
