import { describe, expect, it } from 'vitest';
import { formatAmountInput, normalizeAmount, parseAmount, parseMajorToMinor } from './money.ts';

const EN = 'en-IN';
const ES = 'es-ES';
const DE = 'de-DE';

describe('amounts as a reader types them', () => {
  it('reads the decimal comma of Spanish and German', () => {
    expect(normalizeAmount('500,50', DE)).toBe('500.50');
    expect(normalizeAmount('500,50', ES)).toBe('500.50');
    expect(normalizeAmount('500,5', DE)).toBe('500.5');
    expect(normalizeAmount('0,05', ES)).toBe('0.05');
    expect(parseAmount('500,50', DE)).toBe(50_050);
  });

  it('reads thousands separators of the locale, and spaces in any language', () => {
    expect(normalizeAmount('1.234,56', DE)).toBe('1234.56');
    expect(normalizeAmount('1.234,56', ES)).toBe('1234.56');
    expect(normalizeAmount('1.234.567', DE)).toBe('1234567');
    expect(normalizeAmount('1.234', DE)).toBe('1234');
    expect(normalizeAmount('1,234.56', EN)).toBe('1234.56');
    expect(normalizeAmount('1,23,456.78', EN)).toBe('123456.78');
    expect(normalizeAmount('1 234,56', DE)).toBe('1234.56');
    expect(normalizeAmount('1 234,56', ES)).toBe('1234.56');
    expect(normalizeAmount('1\u00a0234,56', DE)).toBe('1234.56');
    expect(normalizeAmount('1\u202f234,56', ES)).toBe('1234.56');
    expect(normalizeAmount('1 234.56', EN)).toBe('1234.56');
  });

  it('always reads the plain form with a point', () => {
    for (const locale of [EN, ES, DE]) {
      expect(normalizeAmount('500.50', locale), locale).toBe('500.50');
      expect(normalizeAmount('500', locale), locale).toBe('500');
      expect(normalizeAmount(' 12.3 ', locale), locale).toBe('12.3');
    }
    expect(normalizeAmount('1 234.56', DE)).toBe('1234.56');
  });

  it('takes an amount pasted with the currency sign as shown', () => {
    expect(normalizeAmount('6.889,00\u00a0₹', DE)).toBe('6889.00');
    expect(normalizeAmount('₹6,889.00', EN)).toBe('6889.00');
    expect(normalizeAmount('Rs. 500', EN)).toBe('500');
  });

  it('refuses text that could be read two ways', () => {
    // A misplaced thousands separator or a decimal comma: not guessed.
    expect(normalizeAmount('500,50', EN)).toBeNull();
    expect(normalizeAmount('1,2345', EN)).toBeNull();
    // A decimal comma then a point, a point between groups and decimals.
    expect(normalizeAmount('1,234.56', DE)).toBeNull();
    expect(normalizeAmount('1.234.56', DE)).toBeNull();
    expect(normalizeAmount('1,234,56', ES)).toBeNull();
    // Separators mixed, or groups that are not thousands.
    expect(normalizeAmount('1.234 567,00', DE)).toBeNull();
    expect(normalizeAmount('12.34,00', DE)).toBeNull();
    expect(normalizeAmount('1.23.456', DE)).toBeNull();
    expect(normalizeAmount('1234.567,00', DE)).toBeNull();
  });

  it('refuses more than 2 decimals', () => {
    expect(normalizeAmount('500,505', DE)).toBeNull();
    expect(normalizeAmount('500,505', ES)).toBeNull();
    expect(normalizeAmount('500.505', EN)).toBeNull();
    expect(normalizeAmount('1,234.567', EN)).toBeNull();
  });

  it('refuses negative amounts, junk and empty text', () => {
    for (const locale of [EN, ES, DE]) {
      for (const junk of [
        '-500',
        '-500,50',
        '+500',
        '(500)',
        '5e3',
        'abc',
        '12abc',
        '',
        '   ',
        ',50',
        '.50',
        '500,',
        '500.',
        '1,,000',
        '1..000',
        '1  000',
        'NaN',
        'Infinity',
        '١٢٣',
        '1234567890123',
      ]) {
        expect(normalizeAmount(junk, locale), `${locale} ${JSON.stringify(junk)}`).toBeNull();
      }
    }
  });

  it('writes minor units back in the reader’s format, exactly, and reads them again', () => {
    expect(formatAmountInput(123_456, DE)).toBe('1234,56');
    expect(formatAmountInput(123_456, ES)).toBe('1234,56');
    expect(formatAmountInput(123_456, EN)).toBe('1234.56');
    expect(formatAmountInput(2_500_000, DE)).toBe('25000,00');
    expect(formatAmountInput(0, DE)).toBe('0,00');
    for (const locale of [EN, ES, DE]) {
      for (let minor = 0; minor <= 2_000_000; minor += 9_973) {
        const text = formatAmountInput(minor, locale);
        expect(parseMajorToMinor(normalizeAmount(text, locale)!), `${locale} ${text}`).toBe(minor);
      }
    }
  });
});
