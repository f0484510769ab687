import { describe, expect, it } from 'vitest';
import { formatMinor, PLAIN_AMOUNT } from './money.ts';

describe('formatMinor', () => {
  it('writes the currency with lakh grouping by default, or as asked', () => {
    expect(formatMinor(12345678)).toBe('₹1,23,456.78');
    expect(formatMinor(12345678, 'INR', 'en-IN')).toBe('₹1,23,456.78');
    // Every language shows the rupee's symbol, Spanish too (its own data has only "INR").
    expect(formatMinor(50050, 'INR', 'es-ES')).toBe('500,50\u00a0₹');
    expect(formatMinor(123450, 'INR', 'de-DE')).toBe('1.234,50\u00a0₹');
    expect(formatMinor(123450, 'EUR', 'de-DE')).toMatch(/^1\.234,50\s€$/);
    expect(formatMinor(123450, undefined, 'de-DE')).toBe(formatMinor(123450, { locale: 'de-DE' }));
  });

  it('writes the number alone, with or without separators', () => {
    expect(formatMinor(12345678, { symbol: false })).toBe('1,23,456.78');
    expect(formatMinor(-12345678, PLAIN_AMOUNT)).toBe('-123456.78');
    expect(formatMinor(5, PLAIN_AMOUNT)).toBe('0.05');
    expect(formatMinor(-0, PLAIN_AMOUNT)).toBe('0.00');
    expect(formatMinor(5_000_000, PLAIN_AMOUNT)).toBe('50000.00');
  });

  it('is exact for every minor amount (as integer arithmetic)', () => {
    for (let minor = -100_000; minor <= 100_000; minor += 7) {
      const abs = Math.abs(minor);
      const exact = `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
      expect(formatMinor(minor, PLAIN_AMOUNT)).toBe(exact);
    }
  });
});
