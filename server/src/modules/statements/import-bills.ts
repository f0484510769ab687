import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StatementImportSummary } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  ledgerEntries,
  staffUsers,
  statementImportRows,
  statementImports,
} from '../../db/schema/index.ts';
import { ledgerTextColumns } from '../ledger/index.ts';
import { zonedInstant } from './months.ts';
import type { BillRow } from './parse-bill-file.ts';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** One import with who made it, as lists and answers show it. */
export async function importSummary(
  db: DbOrTx,
  where: { id?: number; sha?: string },
): Promise<StatementImportSummary | null> {
  const [row] = await db
    .select({ i: statementImports, by: staffUsers.name })
    .from(statementImports)
    .innerJoin(staffUsers, eq(staffUsers.id, statementImports.importedByStaffId))
    .where(
      where.id !== undefined
        ? eq(statementImports.id, where.id)
        : eq(statementImports.fileSha256, where.sha ?? ''),
    );
  return row ? toSummary(row.i, row.by) : null;
}

export function toSummary(
  i: typeof statementImports.$inferSelect,
  by: string,
): StatementImportSummary {
  return {
    id: i.id,
    fileName: i.fileName,
    fileSha256: i.fileSha256,
    period: i.period,
    rowCount: i.rowCount,
    totalBilled: i.totalBilled,
    totalReceived: i.totalReceived,
    importedBy: by,
    importedAt: i.importedAt.toISOString(),
  };
}

export interface BillImportInput {
  fileName: string;
  fileSha256: string;
  period: string;
  rows: Pick<
    BillRow,
    'line' | 'memberId' | 'billDate' | 'opening' | 'billAmount' | 'received' | 'closing'
  >[];
  staffId: number;
  timeZone: string;
  importedAt?: Date;
}

const CHUNK = 500;

/**
 * Writes an import inside the caller's transaction: the import, its rows and their ledger
 * entries (a charge for the bill amount, a payment for what was received, both on the bill
 * date). Returns null when the same file (same SHA-256) was imported before: nothing changes.
 */
export async function applyBillImport(tx: DbOrTx, input: BillImportInput) {
  const totalBilled = input.rows.reduce((s, r) => s + r.billAmount, 0);
  const totalReceived = input.rows.reduce((s, r) => s + r.received, 0);
  const [imp] = await tx
    .insert(statementImports)
    .values({
      fileName: input.fileName,
      fileSha256: input.fileSha256,
      period: input.period,
      rowCount: input.rows.length,
      totalBilled,
      totalReceived,
      importedByStaffId: input.staffId,
      ...(input.importedAt ? { importedAt: input.importedAt } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!imp) return null;

  const month = input.period;
  const rows = input.rows.map((r) => ({ importId: imp.id, ...r }));
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const r of input.rows) {
    const postedAt = zonedInstant(r.billDate, 18, 0, input.timeZone);
    const sourceId = `${imp.id}:${r.line}`;
    const common = {
      memberId: r.memberId,
      source: 'statement_import' as const,
      sourceId,
      postedAt,
      createdByStaffId: input.staffId,
    };
    if (r.billAmount > 0) {
      entries.push({
        ...common,
        kind: 'charge',
        ...ledgerTextColumns({ key: 'bill.charge', params: { month } }),
        amount: r.billAmount,
      });
    }
    if (r.received > 0) {
      entries.push({
        ...common,
        kind: 'payment',
        ...ledgerTextColumns({ key: 'bill.received', params: { month } }),
        amount: -r.received,
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(statementImportRows).values(rows.slice(i, i + CHUNK));
  }
  // In member order (each member's in the file's order): the months' totals the database keeps
  // (migration 0030) are then locked in one order by every writer of many members' entries,
  // so two such writers wait for each other instead of deadlocking.
  entries.sort((a, b) => a.memberId - b.memberId);
  let posted = 0;
  for (let i = 0; i < entries.length; i += CHUNK) {
    const done = await tx
      .insert(ledgerEntries)
      .values(entries.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    posted += done.length;
  }
  return { import: imp, entriesPosted: posted };
}
