import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { toPaged, type ListQuery, type Paged, type StatementImportSummary } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffUsers, statementImports } from '../../db/schema/index.ts';
import { toSummary } from './import-bills.ts';

/** Past imports, newest first by default; term matches the file name or the period. */
export async function listImports(
  ctx: AppContext,
  _actor: Actor,
  q: ListQuery,
): Promise<Paged<StatementImportSummary>> {
  const { db } = ctx;
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
