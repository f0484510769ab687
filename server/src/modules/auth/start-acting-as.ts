import { eq, inArray, sql } from 'drizzle-orm';
import { SIGN_IN_STATUSES, type MeResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, sessions, staffUsers } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { staffSessionUser } from '../../plugins/auth/sessions.ts';
import { writeAudit } from '../audit/index.ts';

/** Front desk "act as member" (loginadminmember): the admin's session acts for a member, audited. */
export async function startActingAs(
  ctx: AppContext,
  actor: Actor,
  input: { memberCode: string },
): Promise<MeResponse> {
  const { staffId, sessionId } = actor;
  if (!staffId || !sessionId) throw forbidden('Only staff can act as a member.');
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(members)
      .where(
        sql`upper(${members.code}) = ${input.memberCode} and ${inArray(members.status, [...SIGN_IN_STATUSES])}`,
      );
    if (!m) {
      throw notFound(`No member with code ${input.memberCode} can be served online.`, 'not_found', {
        errors: [{ field: 'memberCode', message: 'No such member with online access.' }],
      });
    }
    const [s] = await tx
      .update(sessions)
      .set({ actingMemberId: m.id })
      .where(eq(sessions.id, sessionId))
      .returning({ mustChange: sessions.mustChange, previousLoginAt: sessions.previousLoginAt });
    const [st] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId));
    await writeAudit(tx, actor, {
      action: 'act_as.start',
      entity: 'member',
      entityId: m.id,
      before: { actingMemberId: actor.actingForMemberId },
      after: { actingMemberId: m.id, code: m.code },
    });
    if (!s || !st) return { user: null };
    return { user: staffSessionUser(st, s.mustChange, s.previousLoginAt, m) };
  });
}
