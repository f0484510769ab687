import { describe, expect, it } from 'vitest';
import { count, day } from './words.ts';

describe('mail words', () => {
  it('chooses the plural form of each language', () => {
    expect(count('en', 1, { one: 'room', other: 'rooms' })).toBe('1 room');
    expect(count('en', 3, { one: 'room', other: 'rooms' })).toBe('3 rooms');
    expect(count('de', 1, { one: 'Platz', other: 'Plätze' })).toBe('1 Platz');
    expect(count('de', 2, { one: 'Platz', other: 'Plätze' })).toBe('2 Plätze');
    expect(count('es', 0, { one: 'noche', other: 'noches' })).toBe('0 noches');
    expect(count('de', 1200, { one: 'Platz', other: 'Plätze' })).toBe('1.200 Plätze');
  });

  it("writes a calendar day in the language's format, whatever the zone", () => {
    expect(day('en', '2026-12-20')).toMatch(/20 Dec 2026|Dec 20, 2026/);
    expect(day('de', '2026-12-20')).toBe('20.12.2026');
    expect(day('es', '2026-12-20')).toMatch(/20 dic 2026/);
    expect(day('en', 'not a day')).toBe('not a day');
  });
});
