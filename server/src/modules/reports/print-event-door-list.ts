import type { Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from '../settings/index.ts';
import { renderEventDoorList } from './event-door-list.ts';
import { eventReport } from './event-report.ts';

/** An event's printable door list (PDF) in the reader's language. */
export async function printEventDoorList(
  ctx: AppContext,
  _actor: Actor,
  input: { eventId: number; lang: Language },
): Promise<{ fileName: string; pdf: Buffer }> {
  const [r, settings] = await Promise.all([eventReport(ctx.db, input), getSettings(ctx.db)]);
  return {
    fileName: `door-list-${r.event.id}.pdf`,
    pdf: await renderEventDoorList(r, settings, input.lang),
  };
}
