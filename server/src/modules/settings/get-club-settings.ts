import type { ClubSettingsAnswer } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from './get-settings.ts';
import { settingsAnswer } from './settings-answer.ts';

/** The club's general settings as anyone may read them (no IT admin address). */
export async function getClubSettings(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<ClubSettingsAnswer> {
  return settingsAnswer(ctx, await getSettings(ctx.db));
}
