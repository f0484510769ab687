import type { AnalyticsPreset } from '@club/contracts/core';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthStart = (y: number, m: number) => `${y}-${pad(m)}-01`;
const monthEnd = (y: number, m: number) => `${y}-${pad(m)}-${pad(lastDay(y, m))}`;

/** The year and month `back` months before a club date's month. */
function monthBefore(today: string, back: number): [number, number] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/**
 * A ready-made range at the club's today ('YYYY-MM-DD' in the club's time zone): this month,
 * last month, the last three whole months, this year, last year; each from its first day to
 * its last (this month and this year to their end too, so a month reads whole).
 */
export function presetRange(preset: AnalyticsPreset, today: string): [string, string] {
  const y = Number(today.slice(0, 4));
  switch (preset) {
    case 'thisMonth': {
      const [a, b] = monthBefore(today, 0);
      return [monthStart(a, b), monthEnd(a, b)];
    }
    case 'lastMonth': {
      const [a, b] = monthBefore(today, 1);
      return [monthStart(a, b), monthEnd(a, b)];
    }
    case 'last3Months': {
      const [a, b] = monthBefore(today, 3);
      const [c, d] = monthBefore(today, 1);
      return [monthStart(a, b), monthEnd(c, d)];
    }
    case 'thisYear':
      return [`${y}-01-01`, `${y}-12-31`];
    case 'lastYear':
      return [`${y - 1}-01-01`, `${y - 1}-12-31`];
  }
}

/** A club date a year earlier (29 February: the 28th), as the server compares it. */
export function yearBefore(date: string): string {
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${Number(date.slice(0, 4)) - 1}-${md}`;
}
