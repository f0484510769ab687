import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from '../settings/index.ts';
import { renderStatementCsv } from './render-csv.ts';
import { renderStatementPdf } from './render-pdf.ts';
import { loadStatement } from './statement-data.ts';

/** A file to download: its name, type and bytes. */
export interface Download {
  fileName: string;
  contentType: string;
  data: Buffer | string;
}

/**
 * A month's statement as a PDF (club letterhead, member, totals, entries) or a CSV, for the
 * member (or the one an admin acts for). The settings are read once for both the totals and
 * the letterhead.
 */
export async function downloadStatement(
  ctx: AppContext,
  actor: Actor,
  input: { month: string; format: 'pdf' | 'csv' },
): Promise<Download> {
  const settings = await getSettings(ctx.db);
  const c = { currency: settings.currency, timeZone: settings.timeZone, now: ctx.clock.now() };
  const s = await loadStatement(ctx.db, memberScope(actor), input.month, c);
  const fileName = `statement-${s.member.code}-${s.totals.month}.${input.format}`;
  if (input.format === 'pdf') {
    return {
      fileName,
      contentType: 'application/pdf',
      data: await renderStatementPdf(s, settings),
    };
  }
  return {
    fileName,
    contentType: 'text/csv; charset=utf-8',
    data: renderStatementCsv(s, c.timeZone),
  };
}
