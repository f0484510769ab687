/** Month arithmetic in the club's time zone (club_settings.time_zone). Months are 'YYYY-MM'. */

/** One formatter per time zone: making one costs far more than using it (the statement burst). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string) {
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
  const p: Record<string, number> = {};
  for (const part of fmt.formatToParts(date)) p[part.type] = Number(part.value);
  return {
    year: p.year ?? 0,
    month: p.month ?? 0,
    day: p.day ?? 0,
    hour: p.hour ?? 0,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
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
