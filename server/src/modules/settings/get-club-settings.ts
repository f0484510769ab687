import type { ClubSettings } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from './get-settings.ts';

/** The club's general settings as anyone may read them (no IT admin address). */
export async function getClubSettings(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<ClubSettings> {
  return getSettings(ctx.db);
}
