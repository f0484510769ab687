import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createMember } from '../../seed/factories.ts';
import { memberBalance } from '../ledger/post-entry.ts';
import { addMonths, daysIn, monthOf } from './months.ts';
import { COST, multipart, signInAs, type As, type Caller } from '../../../test/fixtures.ts';
import { countRows, STATEMENT_STAFF } from '../../../test/support/statements.ts';

const TZ = 'Asia/Kolkata';
let t: TestApp;
let as: As;
const ids: Record<string, number> = {};
const period = addMonths(monthOf(new Date(), TZ), -1);
const billDate = `${period}-${String(daysIn(period)).padStart(2, '0')}`;
const HEADER = 'bill_date,member_code,opening,bill_amount,received,closing';
const GOOD = [
  HEADER,
  `${billDate},M3001,1500.00,2345.50,1500.00,2345.50`,
  `${billDate},m3002,0,980.25,0,980.25`,
  `${billDate},M3003,-200,150,0,-50`,
  '',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  as = await signInAs(t, ['admin', 'editor', 'member'], {
    ...STATEMENT_STAFF,
    member: { code: 'M3001', firstName: 'Meera', lastName: 'Iyer' },
  });
  ids.M3001 = as('member').id!;
  ids.M3002 = (await createMember(t.app.ctx.db, { code: 'M3002' }, COST)).id;
  ids.M3003 = (await createMember(t.app.ctx.db, { code: 'M3003' }, COST)).id;
  for (let i = 10; i < 20; i++) await createMember(t.app.ctx.db, { code: `M30${i}` }, COST);
});
afterAll(() => t.close());

const upload = (url: string, who: Caller, name: string, content: string | Buffer) => {
  const body = multipart({ files: [{ name, type: 'text/csv', data: content }] });
  return who.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
};
const preview = (content: string | Buffer, name = 'bills.csv', who = as('admin')) =>
  upload('/api/admin/statement-imports/preview', who, name, content);
const importFile = (content: string | Buffer, name = 'bills.csv', who = as('admin')) =>
  upload('/api/admin/statement-imports', who, name, content);

async function snapshot() {
  return {
    entries: await countRows(t, 'ledger_entries'),
    imports: await countRows(t, 'statement_imports'),
    rows: await countRows(t, 'statement_import_rows'),
  };
}

describe('statement import: access and transport', () => {
  it('refuses signed-out callers (401), members and editors (403)', async () => {
    for (const url of ['/api/admin/statement-imports/preview', '/api/admin/statement-imports']) {
      expect((await upload(url, as('anonymous'), 'b.csv', GOOD)).statusCode).toBe(401);
      for (const c of [as('member'), as('editor')]) {
        const res = await upload(url, c, 'b.csv', GOOD);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    for (const url of ['/api/admin/statement-imports', '/api/admin/statement-imports/1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const res = await as('editor').inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual({ entries: 0, imports: 0, rows: 0 });
  });

  it('wants a multipart upload with a file (415, 400)', async () => {
    const json = await as('admin').inject({
      method: 'POST',
      url: '/api/admin/statement-imports',
      payload: { csv: GOOD },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
    const empty = await importFile('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('file');
    const binary = await importFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().errors[0].message).toMatch(/not a CSV/);
  });
});

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

describe('statement import: importing', () => {
  let importId: number;

  it('posts each row as a charge and a payment on the bill date, once, and records who imported it', async () => {
    const before = await memberBalance(t.app.ctx.db, ids.M3001!);
    const res = await importFile(GOOD, 'club-bills.csv');
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ alreadyImported: false, entriesPosted: 4 });
    expect(r.import).toMatchObject({
      fileName: 'club-bills.csv',
      period,
      rowCount: 3,
      importedBy: 'Asha Admin',
      totalBilled: 347_575,
      totalReceived: 150_000,
    });
    importId = r.import.id;
    expect(await memberBalance(t.app.ctx.db, ids.M3001!)).toBe(before + 234_550 - 150_000);
    expect(await memberBalance(t.app.ctx.db, ids.M3003!)).toBe(15_000);

    // The member sees both entries in that month's statement.
    const s = (
      await as('member').inject({
        method: 'GET',
        url: `/api/member/statements/${period}`,
      })
    ).json();
    expect(s.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['charge', 234_550],
      ['payment', -150_000],
    ]);
    expect(s.entries[0].reference).toBe(`Club bill: import #${importId}, line 2`);
    expect(s.entries[0].postedAt.slice(0, 10)).toBe(billDate);

    const audit = await t.app.ctx.db.execute(
      sql`select action, entity_id, after from audit_log where entity = 'statement_import'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: 'statement_import.create',
      entity_id: String(importId),
    });
  });

  it('changes nothing when the same file comes again, and says so', async () => {
    const before = await snapshot();
    const res = await importFile(GOOD, 'renamed.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyImported: true, entriesPosted: 0 });
    expect(res.json().message).toMatch(/already imported .* by Asha Admin .*nothing was changed/);
    expect(await snapshot()).toEqual(before);
    expect((await preview(GOOD)).json().alreadyImported).toMatchObject({ id: importId });
  });

  it('imports a file once when it arrives many times at once', async () => {
    const file = [HEADER, `${billDate},M3002,980.25,10,0,990.25`].join('\n');
    const before = await snapshot();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => importFile(file, 'twice.csv')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await snapshot()).toEqual({
      entries: before.entries + 1,
      imports: before.imports + 1,
      rows: before.rows + 1,
    });
  });

  it('lists past imports (file, period, rows, by whom, when) and shows what one brought in', async () => {
    const res = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports?pageSize=1',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ total: 2, pageCount: 2, pageIndex: 0, pageSize: 1 });
    expect(list.items[0]).toMatchObject({
      fileName: 'twice.csv',
      rowCount: 1,
      importedBy: 'Asha Admin',
      period,
    });
    const search = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports?term=club-bills',
    });
    expect(search.json().items.map((i: { id: number }) => i.id)).toEqual([importId]);
    const bad = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports?pageSize=0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('pageSize');

    const one = await as('admin').inject({
      method: 'GET',
      url: `/api/admin/statement-imports/${importId}`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().rows.map((r: { memberCode: string }) => r.memberCode)).toEqual([
      'M3001',
      'M3002',
      'M3003',
    ]);
    const missing = await as('admin').inject({
      method: 'GET',
      url: '/api/admin/statement-imports/9999',
    });
    expect(missing.statusCode).toBe(404);
  });
});
