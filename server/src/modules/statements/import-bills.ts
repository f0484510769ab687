import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  StatementImportPreviewResponse,
  StatementImportResultResponse,
  StatementImportSummary,
} from '@club/contracts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  ledgerEntries,
  staffUsers,
  statementImportRows,
  statementImports,
} from '../../db/schema/index.ts';
import { audit } from '../audit/write-audit.ts';
import { AppError } from '../../lib/errors.ts';
import { getSettingsRow } from '../settings/get-settings.ts';
import { monthLabel, zonedInstant } from './months.ts';
import { parseBillFile, type BillRow } from './parse-bill-file.ts';

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

/** Checks a file and shows what importing it would do; changes nothing. */
export async function previewBillImport(
  ctx: AppContext,
  file: UploadedFile,
  now = new Date(),
): Promise<StatementImportPreviewResponse> {
  const sha = sha256(file.data);
  const { timeZone } = await getSettingsRow(ctx.db);
  const parsed = await parseBillFile(ctx.db, file.data, { timeZone, now });
  return {
    fileName: file.fileName,
    fileSha256: sha,
    period: parsed.period,
    rows: parsed.rows.map(({ memberId: _id, memberName, ...r }) => ({ ...r, memberName })),
    errors: parsed.errors,
    totalBilled: parsed.totalBilled,
    totalReceived: parsed.totalReceived,
    alreadyImported: await importSummary(ctx.db, { sha }),
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

  const month = monthLabel(input.period);
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
        description: `Club bill for ${month}: restaurant, bar and club services`,
        amount: r.billAmount,
      });
    }
    if (r.received > 0) {
      entries.push({
        ...common,
        kind: 'payment',
        description: `Payment received at the club office (${month} bill)`,
        amount: -r.received,
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(statementImportRows).values(rows.slice(i, i + CHUNK));
  }
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

/**
 * Imports a bill file: all rows or none. A file imported before (same SHA-256) changes
 * nothing and says so; a file with any bad row is refused with every row error listed.
 */
export async function importBillFile(
  ctx: AppContext,
  request: FastifyRequest,
  file: UploadedFile,
  now = new Date(),
): Promise<StatementImportResultResponse> {
  const sha = sha256(file.data);
  const before = await importSummary(ctx.db, { sha });
  const already = (summary: StatementImportSummary): StatementImportResultResponse => ({
    import: summary,
    alreadyImported: true,
    entriesPosted: 0,
    message: `This file was already imported on ${summary.importedAt.slice(0, 10)} by ${summary.importedBy} (import #${summary.id}); nothing was changed.`,
  });
  if (before) return already(before);

  const { timeZone } = await getSettingsRow(ctx.db);
  const parsed = await parseBillFile(ctx.db, file.data, { timeZone, now });
  if (parsed.errors.length || !parsed.period) {
    const n = parsed.errors.length;
    throw new AppError(
      400,
      'validation_failed',
      `The file has ${n} ${n === 1 ? 'error' : 'errors'}; nothing was imported.`,
      {
        errors: parsed.errors.map((e) => ({
          field: e.line ? `line ${e.line}: ${e.field}` : e.field,
          message: e.message,
        })),
      },
    );
  }
  const staffId = request.session!.staffId!;
  const done = await ctx.db.transaction(async (tx) => {
    const applied = await applyBillImport(tx, {
      fileName: file.fileName,
      fileSha256: sha,
      period: parsed.period!,
      rows: parsed.rows,
      staffId,
      timeZone,
    });
    if (!applied) return null;
    await audit(tx, request, {
      action: 'statement_import.create',
      entity: 'statement_import',
      entityId: applied.import.id,
      after: {
        fileName: file.fileName,
        fileSha256: sha,
        period: parsed.period,
        rowCount: parsed.rows.length,
        totalBilled: parsed.totalBilled,
        totalReceived: parsed.totalReceived,
        ledgerEntries: applied.entriesPosted,
      },
    });
    return applied;
  });
  // A concurrent import of the same file won the race: this one changed nothing.
  if (!done) return already((await importSummary(ctx.db, { sha }))!);
  const summary = (await importSummary(ctx.db, { id: done.import.id }))!;
  return {
    import: summary,
    alreadyImported: false,
    entriesPosted: done.entriesPosted,
    message: `Imported ${summary.rowCount} bills for ${parsed.period} (${done.entriesPosted} ledger entries).`,
  };
}
