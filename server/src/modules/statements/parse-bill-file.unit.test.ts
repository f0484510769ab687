import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { parseAmount, parseBillFile } from './parse-bill-file.ts';

// No database: the one query (members named in the file) answers from this list.
const MEMBERS = [
  { id: 1, code: 'M3001', first: 'Meera', last: 'Iyer' },
  { id: 2, code: 'M3002', first: 'Ravi', last: 'Shah' },
  ...[3, 4, 5, 6].map((id) => ({ id, code: `M300${id}`, first: 'A', last: 'Member' })),
];
let queries = 0;
const db = {
  select: () => ({
    from: () => ({
      where: async () => {
        queries++;
        return MEMBERS;
      },
    }),
  }),
} as unknown as DbOrTx;

const opts = { timeZone: 'Asia/Kolkata', now: new Date('2026-03-15T12:00:00+05:30') };
const HEADER = 'bill_date,member_code,opening,bill_amount,received,closing';
const parse = (lines: string[]) => parseBillFile(db, Buffer.from(lines.join('\n')), opts);
const errorsOf = async (lines: string[]) =>
  (await parse(lines)).errors.map((e) => `${e.line}:${e.field}:${e.message}`);

describe('amounts in a bill file', () => {
  it('reads rupees with thousands separators into paise, negative only where allowed', () => {
    expect(parseAmount('1,234.50', false)).toBe(123_450);
    expect(parseAmount(' 0.5 ', false)).toBe(50);
    expect(parseAmount('20', false)).toBe(2_000);
    expect(parseAmount('-20', true)).toBe(-2_000);
    expect(parseAmount('-20', false)).toBeNull();
    expect(parseAmount('1.005', true)).toBeNull();
    expect(parseAmount('', true)).toBeNull();
    expect(parseAmount('12abc', true)).toBeNull();
    expect(parseAmount('1234567890123', true)).toBeNull();
  });
});

describe('reading a bill file', () => {
  it('reads good rows with their lines, members and totals, in any column order and header case', async () => {
    const r = await parse([
      'Member Code,BILL-DATE,Opening,Bill Amount,received,closing',
      'm3001,2026-02-28,"1,500.00",2345.50,1500,2345.50',
      '',
      'M3002,2026-02-28,-200,150,0,-50',
    ]);
    expect(r.errors).toEqual([]);
    expect(r.period).toBe('2026-02');
    expect(r.rows).toEqual([
      {
        line: 2,
        billDate: '2026-02-28',
        memberId: 1,
        memberCode: 'M3001',
        memberName: 'Meera Iyer',
        opening: 150_000,
        billAmount: 234_550,
        received: 150_000,
        closing: 234_550,
      },
      expect.objectContaining({ line: 4, memberCode: 'M3002', opening: -20_000, closing: -5_000 }),
    ]);
    expect(r.totalBilled).toBe(234_550 + 15_000);
    expect(r.totalReceived).toBe(150_000);
  });

  it('refuses a binary, empty or header-only file, and one that is not CSV, without a query', async () => {
    queries = 0;
    const binary = await parseBillFile(db, Buffer.from([0x89, 0x50, 0, 1]), opts);
    expect(binary.errors).toEqual([
      { line: 0, field: 'file', message: 'This is not a CSV text file.' },
    ]);
    expect((await parse([''])).errors[0]!.message).toMatch(/^The file is empty\. Its columns are/);
    expect(await errorsOf([HEADER])).toEqual(['0:file:The file has no bill rows.']);
    const broken = await parse([HEADER, '"2026-02-28,M3001,0,1,0,1']);
    expect(broken.errors[0]!.field).toBe('file');
    expect(broken.errors[0]!.message).toMatch(/^The file is not valid CSV/);
    expect(queries).toBe(0);
  });

  it('names every unknown, repeated and missing column of the header', async () => {
    expect(
      await errorsOf(['bill_date,member_code,opening,opening,shoe_size,,closing', 'x']),
    ).toEqual([
      '1:opening:The column "opening" appears twice.',
      '1:shoe_size:Unknown column "shoe_size". The columns are: bill date, member code, opening, bill amount, received, closing.',
      '1:column 6:Unknown column "". The columns are: bill date, member code, opening, bill amount, received, closing.',
      '1:bill_amount:The column "bill amount" is missing.',
      '1:received:The column "received" is missing.',
    ]);
  });

  it('checks each row: dates, the one month, codes, members, repeats, amounts and the sum', async () => {
    const r = await parse([
      HEADER,
      '2026-02-28,M3001,0,100,0,100',
      '2026-02-30,M3002,0,1,0,1',
      '2026-04-01,M3003,0,1,0,1',
      '2026-01-31,M3004,0,1,0,1',
      '2026-02-27,12-34,0,1,0,1',
      '2026-02-27,M9999,0,1,0,1',
      '2026-02-27,M3001,0,1,0,1',
      '2026-02-27,M3005,x,-1,1.005,1',
      '2026-02-27,M3006,10,5,2,12',
      '2026-02-27,M3002,0,1',
    ]);
    expect(r.rows.map((row) => row.line)).toEqual([2]);
    expect(r.errors.map((e) => `${e.line}:${e.field}:${e.message}`)).toEqual([
      '3:bill_date:"2026-02-30" is not a date (write YYYY-MM-DD).',
      '4:bill_date:The bill date 2026-04-01 is in the future.',
      '5:bill_date:The file is for 2026-02; this bill is dated 2026-01-31.',
      '6:member_code:"12-34" is not a member code.',
      '7:member_code:No member has the code M9999.',
      '8:member_code:M3001 already has a bill on line 2.',
      '9:opening:"x" is not an amount with at most 2 decimals.',
      '9:bill_amount:"-1" is not an amount of 0 or more with at most 2 decimals.',
      '9:received:"1.005" is not an amount of 0 or more with at most 2 decimals.',
      '10:closing:Opening + bill amount - received is 13.00, but the closing is 12.00.',
      '11:row:The row has 4 values; the header has 6.',
    ]);
    // One bill per member: a second one for M3002 is refused, naming the first line.
    expect(
      await errorsOf([HEADER, '2026-02-27,M3002,0,1,0,1', '2026-02-28,m3002,0,1,0,1']),
    ).toEqual(['3:member_code:M3002 already has a bill on line 2.']);
    expect(r.totalBilled).toBe(10_000);
  });
});
