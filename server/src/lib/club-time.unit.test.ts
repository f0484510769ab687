import { describe, expect, it } from 'vitest';
import { clubInstant, clubMoment, financialYear } from './club-time.ts';

describe('club time', () => {
  it('reads a moment in the club time zone', () => {
    expect(clubMoment(new Date('2026-11-24T18:45:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-25',
      time: '00:15',
    });
  });

  it('turns a club date and time into the instant, across zones and DST', () => {
    expect(clubInstant('2026-11-24', '13:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-24T08:00:00.000Z',
    );
    expect(clubInstant('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(clubInstant('2026-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
  });

  it('names the financial year (April to March by default)', () => {
    expect(financialYear('2026-11-24', 4)).toBe('2026-27');
    expect(financialYear('2027-03-31', 4)).toBe('2026-27');
    expect(financialYear('2027-04-01', 4)).toBe('2027-28');
    expect(financialYear('2099-12-31', 4)).toBe('2099-00');
    expect(financialYear('2026-05-01', 1)).toBe('2026');
  });
});
