import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { toPaged, type ListQuery, type StatementImportDetailResponse } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  members,
  staffUsers,
  statementImportRows,
  statementImports,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { importSummary, toSummary } from './import-bills.ts';

/** Past imports, newest first by default; term matches the file name or the period. */
export async function listImports(db: DbOrTx, q: ListQuery) {
  const columns = {
    importedAt: statementImports.importedAt,
    period: statementImports.period,
    fileName: statementImports.fileName,
    rowCount: statementImports.rowCount,
    importedBy: staffUsers.name,
  } as const;
  const column = columns[(q.sortBy ?? 'importedAt') as keyof typeof columns] ?? columns.importedAt;
  const direction = q.sortBy ? (q.sortDir === 'desc' ? desc : asc) : desc;
  const term = q.term && q.term.length > 1 ? `%${q.term.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = term
    ? or(ilike(statementImports.fileName, term), ilike(statementImports.period, term))
    : undefined;
  const [total] = await db.select({ n: count() }).from(statementImports).where(where);
  const rows = await db
    .select({ i: statementImports, by: staffUsers.name })
    .from(statementImports)
    .innerJoin(staffUsers, eq(staffUsers.id, statementImports.importedByStaffId))
    .where(where)
    .orderBy(direction(column), desc(statementImports.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
  return toPaged(
    rows.map((r) => toSummary(r.i, r.by)),
    total?.n ?? 0,
    q,
  );
}

/** One import and every row it brought in. */
export async function getImport(db: DbOrTx, id: number): Promise<StatementImportDetailResponse> {
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
