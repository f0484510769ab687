import { describe, expect, it } from 'vitest';
import { clubMonth } from './payment-report-page';

describe('clubMonth', () => {
  it("gives the club's month and the month before", () => {
    expect(clubMonth('2027-01-01', 0)).toEqual(['2027-01-01', '2027-01-31']);
    expect(clubMonth('2027-01-01', 1)).toEqual(['2026-12-01', '2026-12-31']);
    expect(clubMonth('2026-04-30', 0)).toEqual(['2026-04-01', '2026-04-30']);
  });

  it('knows February in a leap year', () => {
    expect(clubMonth('2028-02-10', 0)).toEqual(['2028-02-01', '2028-02-29']);
    expect(clubMonth('2028-03-31', 1)).toEqual(['2028-02-01', '2028-02-29']);
  });
});
