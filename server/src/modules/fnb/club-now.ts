import type { AppContext } from '../../context.ts';
import { clubMoment, type ClubMoment } from '../../lib/club-time.ts';
import { getSettingsRow } from '../settings/index.ts';

/** The club's date and time of day now (the settings' time zone, the context's clock). */
export async function clubNow(ctx: AppContext): Promise<ClubMoment> {
  const { timeZone } = await getSettingsRow(ctx.db);
  return clubMoment(ctx.clock.now(), timeZone);
}
