import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createMember } from '../../src/seed/factories.ts';
import { addMonths, daysIn, monthOf } from '../../src/modules/statements/months.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { COST, multipart, signInAs, type As, type Caller } from '../fixtures.ts';

/** Test helpers of the statements module (not a test file itself). */

/** The statements tests' staff, named: imports are listed "by Asha Admin". */
export const STATEMENT_STAFF = {
  admin: { name: 'Asha Admin' },
  editor: { name: 'Eddie Editor' },
};

export async function countRows(
  t: TestApp,
  table: 'ledger_entries' | 'statement_imports' | 'statement_import_rows' | 'audit_log',
) {
  const r = await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (r.rows[0] as { n: number }).n;
}

// The statement import tests' app, shared by their files: the admin and editor above, M3001
// (Meera Iyer, signed in), M3002, M3003 and M3010..M3019. The bindings are set by
// useImportApp's beforeAll (each test file has its own copy of this module).
export let t: TestApp;
export let as: As;
export const ids: Record<string, number> = {};

const TZ = 'Asia/Kolkata';
/** Last month, and its last day: the bill file's period and date. */
export const period = addMonths(monthOf(new Date(), TZ), -1);
export const billDate = `${period}-${String(daysIn(period)).padStart(2, '0')}`;
export const HEADER = 'bill_date,member_code,opening,bill_amount,received,closing';
export const GOOD = [
  HEADER,
  `${billDate},M3001,1500.00,2345.50,1500.00,2345.50`,
  `${billDate},m3002,0,980.25,0,980.25`,
  `${billDate},M3003,-200,150,0,-50`,
  '',
].join('\n');

export function useImportApp() {
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
}

export const upload = (url: string, who: Caller, name: string, content: string | Buffer) => {
  const body = multipart({ files: [{ name, type: 'text/csv', data: content }] });
  return who.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
};
export const preview = (content: string | Buffer, name = 'bills.csv', who = as('admin')) =>
  upload('/api/admin/statement-imports/preview', who, name, content);
export const importFile = (content: string | Buffer, name = 'bills.csv', who = as('admin')) =>
  upload('/api/admin/statement-imports', who, name, content);

export async function snapshot() {
  return {
    entries: await countRows(t, 'ledger_entries'),
    imports: await countRows(t, 'statement_imports'),
    rows: await countRows(t, 'statement_import_rows'),
  };
}
