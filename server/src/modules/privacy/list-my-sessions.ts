import { and, desc } from 'drizzle-orm';
import type { ActiveSessionsResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sessions } from '../../db/schema/index.ts';
import { liveSessions, ownSessions } from './account-sessions.ts';

/** The signed-in account's live sessions, the most recently active first; this one marked. */
export async function listMySessions(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<ActiveSessionsResponse> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(ownSessions(actor), liveSessions(ctx.config.SESSION_IDLE_MINUTES)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return {
    items: rows.map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      current: s.id === actor.sessionId,
    })),
  };
}
