import { describe, expect, it } from 'vitest';
import { clubLocalToIso, isoToClubLocal } from './club-time';

describe('a time typed on the club clock', () => {
  it('names the instant in the club zone, whatever the browser zone, and back', () => {
    expect(clubLocalToIso('2026-12-14T10:30', 'Asia/Kolkata')).toBe('2026-12-14T05:00:00.000Z');
    expect(isoToClubLocal('2026-12-14T05:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-14T10:30');
    // Berlin in summer and in winter.
    expect(clubLocalToIso('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(clubLocalToIso('2026-12-01T09:00', 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
    expect(isoToClubLocal('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('leaves an empty or unreadable field without an instant', () => {
    expect(clubLocalToIso('', 'Asia/Kolkata')).toBeNull();
    expect(clubLocalToIso('tomorrow', 'Asia/Kolkata')).toBeNull();
    expect(isoToClubLocal(null, 'Asia/Kolkata')).toBe('');
  });
});
