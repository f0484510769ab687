import type { AppContext } from '../../context.ts';
import { clubMoment, type ClubMoment } from '../../lib/club-time.ts';
import { getSettingsRow } from './get-settings.ts';

/** The club's date and time of day now ('YYYY-MM-DD', 'HH:MM'; the settings' time zone, the context's clock). */
export async function clubNow(ctx: AppContext): Promise<ClubMoment> {
  const { timeZone } = await getSettingsRow(ctx.db);
  return clubMoment(ctx.clock.now(), timeZone);
}

/** The club's date today ('YYYY-MM-DD'). */
export async function clubToday(ctx: AppContext): Promise<string> {
  return (await clubNow(ctx)).date;
}
