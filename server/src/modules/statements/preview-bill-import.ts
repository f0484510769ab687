import type { StatementImportPreviewResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettingsRow } from '../settings/index.ts';
import { importSummary, sha256, type UploadedFile } from './import-bills.ts';
import { parseBillFile } from './parse-bill-file.ts';

/** Checks a file and shows what importing it would do; changes nothing. */
export async function previewBillImport(
  ctx: AppContext,
  _actor: Actor,
  input: { file: UploadedFile },
): Promise<StatementImportPreviewResponse> {
  const { file } = input;
  const now = ctx.clock.now();
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
