import { describe, expect, it } from 'vitest';
import { clubMoment } from '../../lib/club-time.ts';
import {
  addMonths,
  dateOf,
  daysIn,
  monthLabel,
  monthOf,
  monthRange,
  zonedInstant,
} from './months.ts';

const IST = 'Asia/Kolkata';

describe('months in the club time zone', () => {
  it('puts a moment in the month and on the date of the time zone, not of UTC', () => {
    // 00:00 IST on 1 March is still 28 February in UTC.
    expect(monthOf(new Date('2026-02-28T18:30:00Z'), IST)).toBe('2026-03');
    expect(monthOf(new Date('2026-02-28T18:29:59Z'), IST)).toBe('2026-02');
    expect(monthOf(new Date('2026-02-28T18:30:00Z'), 'UTC')).toBe('2026-02');
    expect(dateOf(new Date('2026-03-31T19:00:00Z'), IST)).toBe('2026-04-01');
    expect(dateOf(new Date('2026-03-31T19:00:00Z'), 'UTC')).toBe('2026-03-31');
  });

  it('finds the instant of a wall-clock time, in and out of daylight saving', () => {
    expect(zonedInstant('2026-03-01', 0, 15, IST).toISOString()).toBe('2026-02-28T18:45:00.000Z');
    expect(zonedInstant('2026-01-15', 12, 0, 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', 12, 0, 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
  });

  it('adds months across years, both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('counts the days of a month, leap years included', () => {
    expect(daysIn('2024-02')).toBe(29);
    expect(daysIn('2025-02')).toBe(28);
    expect(daysIn('2026-04')).toBe(30);
    expect(daysIn('2026-12')).toBe(31);
  });

  it("spans a month from its first local midnight to the next month's", () => {
    const { from, to } = monthRange('2026-03', IST);
    expect(from.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(to.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    const dec = monthRange('2025-12', 'UTC');
    expect(dec.to.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('names a month in English', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(monthLabel('2025-12')).toBe('December 2025');
  });
});

describe('the offset looked up once per quarter hour', () => {
  /** The date and time of a moment in a zone, as Intl writes them (the slow, sure way). */
  const intl = (date: Date, timeZone: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(date)
        .map((x) => [x.type, x.value]),
    );
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };

  it.each([
    // Daylight saving on and off, a half-hour change and a quarter-hour zone.
    ['Europe/Berlin', '2026-03-29T00:00:00Z', '2026-03-29T02:00:00Z'],
    ['Europe/Berlin', '2026-10-25T00:00:00Z', '2026-10-25T02:00:00Z'],
    ['America/New_York', '2026-11-01T04:00:00Z', '2026-11-01T08:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z', '2026-04-04T16:00:00Z'],
    ['Asia/Kathmandu', '2026-02-28T17:00:00Z', '2026-02-28T19:00:00Z'],
    ['Asia/Kolkata', '2026-02-28T17:00:00Z', '2026-02-28T20:00:00Z'],
  ])('gives the dates and times Intl gives around a change of offset in %s', (zone, from, to) => {
    for (let t = Date.parse(from); t <= Date.parse(to); t += 60_000) {
      const at = new Date(t);
      const moment = clubMoment(at, zone);
      expect(`${dateOf(at, zone)} ${moment.time}`, at.toISOString()).toBe(intl(at, zone));
      expect(moment.date).toBe(dateOf(at, zone));
    }
  });

  it('finds the instant of local midnight across a change of offset', () => {
    // Berlin went to summer time at 01:00 UTC on 29 March 2026: 1 April is at UTC+2.
    expect(zonedInstant('2026-04-01', 0, 0, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    expect(zonedInstant('2026-03-01', 0, 0, 'Europe/Berlin').toISOString()).toBe(
      '2026-02-28T23:00:00.000Z',
    );
  });
});
