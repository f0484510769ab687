import type { Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { eventReport, eventReportCsv } from './event-report.ts';

/** The Event Booking Report as a CSV file in the reader's language. */
export async function exportEventReport(
  ctx: AppContext,
  _actor: Actor,
  input: { eventId: number; lang: Language },
): Promise<{ fileName: string; csv: string }> {
  const r = await eventReport(ctx.db, input);
  return { fileName: `event-report-${r.event.id}.csv`, csv: eventReportCsv(r, input.lang) };
}
