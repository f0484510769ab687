/*
 * The club's wall clock and the instants it names, in the club's time zone whatever the
 * machine's or the browser's: the server's dates and the web app's date-time fields share it.
 */

/** The club's calendar date and time of day at a moment, in its time zone. */
export interface ClubMoment {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' (24 h) */
  time: string;
}

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

/** The wall-clock fields of a moment in the time zone (month 1-12). */
export function zonedParts(date: Date, timeZone: string) {
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

const two = (n: number) => String(n).padStart(2, '0');

export function clubMoment(at: Date, timeZone: string): ClubMoment {
  const p = zonedParts(at, timeZone);
  return {
    date: `${p.year}-${two(p.month)}-${two(p.day)}`,
    time: `${two(p.hour)}:${two(p.minute)}`,
  };
}

/** The instant of a local wall-clock time (date YYYY-MM-DD, hour, minute) in the time zone. */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  // The zone's offset at that moment (twice, to settle daylight-saving edges).
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(at), timeZone);
    const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    at = guess - (local - at);
  }
  return new Date(at);
}

/** The instant a club date and time of day ('YYYY-MM-DD', 'HH:MM') name in the time zone. */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return zonedInstant(date, h, mi, timeZone);
}
