import { and, eq } from 'drizzle-orm';
import type { DataExportFormat } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { dataExports, members } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hasExpired, ONLY_THE_MEMBER } from './export-view.ts';

/** A file to download: its name, type and bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const GONE =
  'This download link has expired: the files are removed after a while. Ask for your data again.';

/**
 * One file of the member's own ready export. Another member's export is not found (no hint
 * that it exists); one past its end answers 410; one not made yet (or that failed) 409.
 */
export async function downloadDataExport(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; format: DataExportFormat },
): Promise<ExportFile> {
  if (actor.kind !== 'member' || actor.memberId === null) throw forbidden(ONLY_THE_MEMBER);
  const [row] = await ctx.db
    .select({ x: dataExports, code: members.code })
    .from(dataExports)
    .innerJoin(members, eq(members.id, dataExports.memberId))
    .where(and(eq(dataExports.id, input.id), eq(dataExports.memberId, actor.memberId)));
  if (!row) throw notFound('No such download of your data.');
  const x = row.x;
  if (hasExpired(x, ctx.clock.now())) throw new AppError(410, 'link_expired', GONE);
  if (x.status === 'pending') {
    throw conflict('Your data is still being prepared. Try again in a moment.');
  }
  if (x.status === 'failed') {
    throw conflict('This download could not be made. Please ask for your data again.');
  }
  const key = input.format === 'json' ? x.jsonKey : x.pdfKey;
  const file = key ? await ctx.storage.get(key) : null;
  if (!file) throw new AppError(410, 'link_expired', GONE);
  const day = (x.readyAt ?? x.createdAt).toISOString().slice(0, 10);
  return {
    fileName: `my-data-${row.code}-${day}.${input.format}`,
    contentType: input.format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf',
    data: file.data,
  };
}
