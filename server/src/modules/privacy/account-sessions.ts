import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import { sessions } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * The sessions of the signed-in account: a member's own, or a staff user's (an admin acting
 * for a member signed in as staff: that session is the staff account's, never the member's).
 */
export function ownSessions(actor: Actor): SQL {
  if (actor.kind === 'member' && actor.memberId !== null) {
    return eq(sessions.memberId, actor.memberId);
  }
  if (actor.kind === 'staff' && actor.staffId !== null) {
    return eq(sessions.staffId, actor.staffId);
  }
  throw forbidden('Please sign in to see your sessions.');
}

/** Sessions still live: before their absolute end and not idle past the limit. */
export function liveSessions(idleMinutes: number): SQL {
  return and(
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
  )!;
}
