/** Month arithmetic in the club's time zone (club_settings.time_zone). Months are 'YYYY-MM'. */

/** One formatter per time zone: making one costs far more than using it (the statement burst). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

/*
 * A zone's offset from UTC changes only on a quarter hour (every offset in use is a whole
 * number of quarter hours, and so is every change of it), so it is looked up once per quarter
 * hour and zone: formatToParts, which the statement burst spent a twentieth of its time in,
 * runs once per quarter hour a statement touches instead of for every date.
 */
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

function offsetAt(time: number, timeZone: string): number {
  const quarter = Math.floor(time / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const p: Record<string, number> = {};
    for (const part of formatter(timeZone).formatToParts(new Date(start))) {
      p[part.type] = Number(part.value);
    }
    const local = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
    offset = local - start;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function parts(date: Date, timeZone: string) {
  const local = new Date(date.getTime() + offsetAt(date.getTime(), timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The month a moment falls in, in the time zone. */
export function monthOf(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}`;
}

/** The calendar date (YYYY-MM-DD) of a moment in the time zone. */
export function dateOf(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant of a local wall-clock time (date YYYY-MM-DD, hour, minute) in the time zone. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  // The zone's offset at that moment (twice, to settle daylight-saving edges).
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(at), timeZone);
    const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    at = guess - (local - at);
  }
  return new Date(at);
}

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
