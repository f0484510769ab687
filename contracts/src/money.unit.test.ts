import { describe, expect, it } from 'vitest';
import { formatMinor, parseMajorToMinor } from './money.ts';

// contracts.test.ts covers the plain amounts; these are the edges and the way back to text.
describe('money as text', () => {
  it('formats paise as rupees with Indian grouping, or in another currency and locale', () => {
    expect(formatMinor(123_456_789)).toBe('₹12,34,567.89');
    expect(formatMinor(50)).toBe('₹0.50');
    expect(formatMinor(0)).toBe('₹0.00');
    expect(formatMinor(-5_000)).toBe('-₹50.00');
    expect(formatMinor(123_456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
  });

  it('reads amounts with spaces around, up to 12 digits, and refuses separators or a bare fraction', () => {
    expect(parseMajorToMinor(' 12.30 ')).toBe(1_230);
    expect(parseMajorToMinor('999999999999.99')).toBe(99_999_999_999_999);
    expect(parseMajorToMinor('1234567890123')).toBeNull();
    expect(parseMajorToMinor('1,000')).toBeNull();
    expect(parseMajorToMinor('.50')).toBeNull();
    expect(parseMajorToMinor('')).toBeNull();
  });
});
