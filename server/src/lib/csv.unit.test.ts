import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { formulaSafe, formulaUnsafe, writeCsv } from './csv.ts';

describe('formulaSafe', () => {
  it('keeps phone numbers and signed amounts as they are', () => {
    for (const v of ['+91 98200 12345', '+1 (555) 010-0199', '-1500.00', '+20', '-', 'Cricket']) {
      expect(formulaSafe(v)).toBe(v);
    }
  });

  it('quotes what a spreadsheet would run as a formula', () => {
    for (const v of [
      '=HYPERLINK("http://x")',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      '+SUM(A1:A2)',
      '-cmd|" /C calc"!A0',
      '+91 98200 12345=1',
    ]) {
      expect(formulaSafe(v)).toBe(`'${v}`);
    }
  });

  it('is undone on import', () => {
    for (const v of ['=1+1', '-cmd', '+91 98200 12345', "'quoted"]) {
      expect(formulaUnsafe(formulaSafe(v))).toBe(v);
    }
  });
});

describe('writeCsv', () => {
  it('writes the header as given and guards every text cell', () => {
    const csv = writeCsv(
      [
        ['=1+1', '+91 98200 12345', 12],
        ['a,b', '-2.50', 0],
      ],
      { header: ['formula', 'phone', 'n'] },
    );
    expect(parse(csv)).toEqual([
      ['formula', 'phone', 'n'],
      ["'=1+1", '+91 98200 12345', '12'],
      ['a,b', '-2.50', '0'],
    ]);
  });

  it('starts with a byte order mark only when asked', () => {
    expect(writeCsv([['x']], { bom: true }).startsWith('\ufeff')).toBe(true);
    expect(writeCsv([['x']]).startsWith('\ufeff')).toBe(false);
  });
});
