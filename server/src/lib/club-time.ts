/** The club's calendar date and time of day at a moment, in its time zone. */
export interface ClubMoment {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' (24 h) */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

export function clubMoment(at: Date, timeZone: string): ClubMoment {
  let fmt = formats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The instant a club date and time of day ('YYYY-MM-DD', 'HH:MM') name in the time zone. */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, mi);
  // The zone's offset at that moment (twice, in case the first guess crossed a DST change).
  let at = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = clubMoment(new Date(at), timeZone);
    const [sy, sm, sd] = seen.date.split('-').map(Number) as [number, number, number];
    const [sh, smi] = seen.time.split(':').map(Number) as [number, number];
    at = asUtc - (Date.UTC(sy, sm - 1, sd, sh, smi) - at);
  }
  return new Date(at);
}

/** The financial year a club date falls in, '2026-27', for a year starting in `startMonth`. */
export function financialYear(date: string, startMonth: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= startMonth ? year : year - 1;
  return startMonth === 1
    ? String(first)
    : `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}
