import type { ClubSettings, ClubSettingsAnswer } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from './get-settings.ts';

/** The kept settings with the limits this server runs with, as the API answers them. */
export function settingsAnswer(ctx: AppContext, settings: ClubSettings): ClubSettingsAnswer {
  return { ...settings, uploadMaxBytes: ctx.config.UPLOAD_MAX_BYTES };
}

/** The club's general settings as anyone may read them (no IT admin address). */
export async function getClubSettings(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<ClubSettingsAnswer> {
  return settingsAnswer(ctx, await getSettings(ctx.db));
}
