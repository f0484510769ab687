import { describe, expect, it } from 'vitest';
import { presetRange, yearBefore } from './presets';

describe('analytics presets (the club’s today)', () => {
  it('gives whole months and years', () => {
    expect(presetRange('thisMonth', '2026-12-06')).toEqual(['2026-12-01', '2026-12-31']);
    expect(presetRange('lastMonth', '2026-12-06')).toEqual(['2026-11-01', '2026-11-30']);
    expect(presetRange('last3Months', '2026-12-06')).toEqual(['2026-09-01', '2026-11-30']);
    expect(presetRange('thisYear', '2026-12-06')).toEqual(['2026-01-01', '2026-12-31']);
    expect(presetRange('lastYear', '2026-12-06')).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('crosses the year in January and knows February’s days', () => {
    expect(presetRange('lastMonth', '2026-01-15')).toEqual(['2025-12-01', '2025-12-31']);
    expect(presetRange('last3Months', '2026-02-01')).toEqual(['2025-11-01', '2026-01-31']);
    expect(presetRange('lastMonth', '2024-03-31')).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('moves a date a year back, 29 February to the 28th', () => {
    expect(yearBefore('2026-11-30')).toBe('2025-11-30');
    expect(yearBefore('2024-02-29')).toBe('2023-02-28');
  });
});
