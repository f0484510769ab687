import type { StatementImportResultResponse, StatementImportSummary } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { getSettingsRow } from '../settings/index.ts';
import { applyBillImport, importSummary, sha256, type UploadedFile } from './import-bills.ts';
import { parseBillFile } from './parse-bill-file.ts';

/**
 * Imports a bill file: all rows or none. A file imported before (same SHA-256) changes
 * nothing and says so; a file with any bad row is refused with every row error listed.
 */
export async function importBillFile(
  ctx: AppContext,
  actor: Actor,
  input: { file: UploadedFile },
): Promise<StatementImportResultResponse> {
  const { file } = input;
  const now = ctx.clock.now();
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
  const staffId = actor.staffId;
  if (!staffId) throw forbidden('Only staff import bill files.');
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
    await writeAudit(tx, actor, {
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
