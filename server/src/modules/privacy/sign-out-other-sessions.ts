import { and, ne } from 'drizzle-orm';
import type { SignedOutResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sessions } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { ownSessions } from './account-sessions.ts';

/** Signs out every session of the signed-in account but the one in use; answers how many. */
export async function signOutOtherSessions(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<SignedOutResponse> {
  const scope = ownSessions(actor);
  const keep = actor.sessionId ?? -1;
  return ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(and(scope, ne(sessions.id, keep)))
      .returning({ id: sessions.id });
    if (gone.length > 0) {
      await writeAudit(tx, actor, {
        action: 'session.sign_out_others',
        entity: 'session',
        entityId: gone.map((g) => g.id).join(','),
      });
    }
    return { signedOut: gone.length };
  });
}
