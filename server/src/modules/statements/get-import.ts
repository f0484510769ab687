import { asc, eq } from 'drizzle-orm';
import type { StatementImportDetailResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, statementImportRows } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { importSummary } from './import-bills.ts';

/** One import and every row it brought in. */
export async function getImport(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<StatementImportDetailResponse> {
  const { db } = ctx;
  const { id } = input;
  const summary = await importSummary(db, { id });
  if (!summary) throw notFound('No such import.');
  const rows = await db
    .select({
      r: statementImportRows,
      code: members.code,
      first: members.firstName,
      last: members.lastName,
    })
    .from(statementImportRows)
    .innerJoin(members, eq(members.id, statementImportRows.memberId))
    .where(eq(statementImportRows.importId, id))
    .orderBy(asc(statementImportRows.line));
  return {
    import: summary,
    rows: rows.map(({ r, code, first, last }) => ({
      line: r.line,
      billDate: r.billDate,
      memberCode: code,
      memberName: `${first} ${last}`,
      opening: r.opening,
      billAmount: r.billAmount,
      received: r.received,
      closing: r.closing,
    })),
  };
}
