import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sessions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { ownSessions } from './account-sessions.ts';

/**
 * Signs out one other session of the signed-in account: it answers 401 at its next request.
 * Another account's session is not found (nothing deleted, no hint that it exists); the
 * session in use is signed out from the user menu instead.
 */
export async function signOutSession(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const scope = ownSessions(actor);
  if (input.id === actor.sessionId) {
    throw conflict('This is the session you are using: sign out from the user menu instead.');
  }
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, input.id), scope))
      .returning({ id: sessions.id });
    if (gone.length === 0) throw notFound('This session is not one of yours, or it has ended.');
    await writeAudit(tx, actor, {
      action: 'session.sign_out',
      entity: 'session',
      entityId: input.id,
    });
  });
}
