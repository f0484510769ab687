import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers.ts';

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
