import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { purgeExpiredSessions } from '../../plugins/auth/sessions.ts';
import { purgeSpentLinks } from './links.ts';

/**
 * Housekeeping: removes expired sessions (past their end or idle too long) and spent one-time
 * links (used or expired). The worker runs it as the system every few minutes.
 */
export async function purgeExpired(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<{ sessions: number; links: number }> {
  const sessions = await purgeExpiredSessions(ctx.db, ctx.config.SESSION_IDLE_MINUTES);
  const links = await purgeSpentLinks(ctx.db);
  return { sessions, links };
}
