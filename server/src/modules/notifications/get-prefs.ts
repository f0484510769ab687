import type { NotificationPrefsResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readPrefs } from './prefs.ts';

/** The member's choices per kind, with the channels the club locks on. */
export async function getPrefs(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<NotificationPrefsResponse> {
  return { items: await readPrefs(ctx.db, memberScope(actor)) };
}
