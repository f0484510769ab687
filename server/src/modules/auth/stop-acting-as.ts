import { eq } from 'drizzle-orm';
import type { MeResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sessions, staffUsers } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { staffSessionUser } from '../../plugins/auth/sessions.ts';
import { writeAudit } from '../audit/index.ts';

/** The admin's session stops acting for a member (audited when it was acting). */
export async function stopActingAs(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<MeResponse> {
  const { staffId, sessionId } = actor;
  if (!staffId || !sessionId) throw forbidden('Only staff can act as a member.');
  return ctx.db.transaction(async (tx) => {
    const [s] = await tx
      .update(sessions)
      .set({ actingMemberId: null })
      .where(eq(sessions.id, sessionId))
      .returning({ mustChange: sessions.mustChange, previousLoginAt: sessions.previousLoginAt });
    if (actor.actingForMemberId) {
      await writeAudit(tx, actor, {
        action: 'act_as.stop',
        entity: 'member',
        entityId: actor.actingForMemberId,
        before: { actingMemberId: actor.actingForMemberId },
        after: { actingMemberId: null },
      });
    }
    const [st] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId));
    if (!s || !st) return { user: null };
    return { user: staffSessionUser(st, s.mustChange, s.previousLoginAt, null) };
  });
}
