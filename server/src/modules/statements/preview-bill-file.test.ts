import { describe, expect, it } from 'vitest';
import { addMonths, monthOf } from './months.ts';
import {
  GOOD,
  HEADER,
  billDate,
  importFile,
  period,
  preview,
  snapshot,
  useImportApp,
} from '../../../test/support/statements.ts';

useImportApp();

const TZ = 'Asia/Kolkata';

describe('statement import: checking a file', () => {
  it('previews the rows with the members and totals, and changes nothing', async () => {
    const res = await preview(GOOD, 'club-bills.csv');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      fileName: 'club-bills.csv',
      period,
      errors: [],
      alreadyImported: null,
    });
    expect(p.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(p.rows).toHaveLength(3);
    expect(p.rows[0]).toEqual({
      line: 2,
      billDate,
      memberCode: 'M3001',
      memberName: 'Meera Iyer',
      opening: 150_000,
      billAmount: 234_550,
      received: 150_000,
      closing: 234_550,
    });
    expect(p.rows[1].memberCode).toBe('M3002');
    expect(p.totalBilled).toBe(234_550 + 98_025 + 15_000);
    expect(p.totalReceived).toBe(150_000);
    expect(await snapshot()).toEqual({ entries: 0, imports: 0, rows: 0 });
  });

  it('accepts the columns in any order and spelling case', async () => {
    const res = await preview(
      [
        'Member Code,Bill Date,Opening,Bill Amount,Received,Closing',
        `M3001,${billDate},0,100,0,100`,
      ].join('\r\n'),
    );
    expect(res.json().errors).toEqual([]);
    expect(res.json().rows[0]).toMatchObject({ memberCode: 'M3001', billAmount: 10_000 });
  });

  it('refuses unknown and missing columns, naming them', async () => {
    const res = await preview(
      [
        'bill_date,member_code,opening,bill_amount,received,closing,discount',
        `${billDate},M3001,0,1,0,1,5`,
      ].join('\n'),
    );
    expect(res.json().errors).toEqual([
      { line: 1, field: 'discount', message: expect.stringMatching(/Unknown column "discount"/) },
    ]);
    const missing = await preview(
      ['bill_date,member_code,opening,bill_amount,closing', `${billDate},M3001,0,1,1`].join('\n'),
    );
    expect(missing.json().errors).toEqual([
      { line: 1, field: 'received', message: 'The column "received" is missing.' },
    ]);
  });

  it('lists every bad row, and importing the file answers 400 with all of them and imports nothing', async () => {
    const future = `${addMonths(monthOf(new Date(), TZ), 2)}-01`;
    const bad = [
      HEADER,
      `${billDate},M3001,0,100,0,100`, // fine
      `31/01/2026,M3010,0,100,0,100`, // date format
      `${billDate},X1,0,100,0,100`, // not a member
      `${billDate},M3011,0,-5,0,-5`, // negative bill
      `${billDate},M3012,0,1.234,0,1.234`, // 3 decimals
      `${billDate},M3001,0,100,0,100`, // duplicate member
      `${billDate},M3013,100,50,20,200`, // does not add up
      `${addMonths(period, -1)}-15,M3014,0,1,0,1`, // another month
      `${future},M3015,0,1,0,1`, // future
      `${billDate},M3016,0,1`, // short row
      `${billDate},M3017,abc,1,0,1`, // not an amount
    ].join('\n');
    const p = (await preview(bad)).json();
    const got = p.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`);
    expect(got).toEqual([
      '3:bill_date',
      '4:member_code',
      '5:bill_amount',
      '6:bill_amount',
      '6:closing',
      '7:member_code',
      '8:closing',
      '9:bill_date',
      '10:bill_date',
      '11:row',
      '12:opening',
    ]);
    expect(p.errors.find((e: { line: number }) => e.line === 4).message).toBe(
      'No member has the code X1.',
    );
    expect(p.errors.find((e: { line: number }) => e.line === 7).message).toBe(
      'M3001 already has a bill on line 2.',
    );
    expect(p.errors.find((e: { line: number }) => e.line === 8).message).toBe(
      'Opening + bill amount - received is 130.00, but the closing is 200.00.',
    );

    const res = await importFile(bad);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('The file has 11 errors; nothing was imported.');
    expect(res.json().errors).toHaveLength(11);
    expect(res.json().errors[0]).toMatchObject({ field: 'line 3: bill_date' });
    expect(await snapshot()).toEqual({ entries: 0, imports: 0, rows: 0 });
  });

  it('refuses a file that is not CSV or has no rows', async () => {
    expect((await preview(HEADER)).json().errors[0].message).toBe('The file has no bill rows.');
    const broken = (await preview(`${HEADER}\n"${billDate},M3001,0,1,0,1`)).json();
    expect(broken.errors[0].message).toMatch(/not valid CSV/);
  });
});
