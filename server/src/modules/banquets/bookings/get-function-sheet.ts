import type { Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { getSettings, clubToday } from '../../settings/index.ts';
import { bookingById } from './booking-view.ts';
import { renderFunctionSheet } from './function-sheet-pdf.ts';

/** The function sheet of a booking for the kitchen and hall staff (the office only). */
export async function getFunctionSheet(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number; lang: Language },
): Promise<{ fileName: string; data: Buffer }> {
  const today = await clubToday(ctx);
  const b = await bookingById(ctx.db, input.id, today);
  const settings = await getSettings(ctx.db);
  return {
    fileName: `function-sheet-${b.id}.pdf`,
    data: await renderFunctionSheet(b, settings, input.lang, today),
  };
}
