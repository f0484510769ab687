import type { Language } from '@club/contracts';
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
 * member (or the one an admin acts for), in the reader's language. The settings are read once for both the totals and
 * the letterhead.
 */
export async function downloadStatement(
  ctx: AppContext,
  actor: Actor,
  input: { month: string; format: 'pdf' | 'csv'; lang: Language },
): Promise<Download> {
  const settings = await getSettings(ctx.db);
  const c = {
    currency: settings.currency,
    timeZone: settings.timeZone,
    now: ctx.clock.now(),
    lang: input.lang,
  };
  const s = await loadStatement(ctx.db, memberScope(actor), input.month, c);
  const fileName = `statement-${s.member.code}-${s.totals.month}.${input.format}`;
  if (input.format === 'pdf') {
    return {
      fileName,
      contentType: 'application/pdf',
      data: await renderStatementPdf(s, settings, input.lang),
    };
  }
  return {
    fileName,
    contentType: 'text/csv; charset=utf-8',
    data: renderStatementCsv(s, c.timeZone, input.lang),
  };
}
