import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import { canSignIn, type MemberDetail, type MemberStatus } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { endMemberSessions } from '../../plugins/auth/sessions.ts';
import { notFound } from '../../lib/errors.ts';
import { getMember, nextVersion } from './member-record.ts';

/** Admin changes a member's status (Active, Suspended, Lapsed, Resigned, Deceased), audited. */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; status: MemberStatus; reason: string },
): Promise<MemberDetail> {
  const { id } = input;
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ status: members.status })
      .from(members)
      .where(eq(members.id, id))
      .for('update');
    if (!m) throw notFound('No such member.');
    if (m.status !== input.status) {
      await tx
        .update(members)
        .set({ status: input.status, updatedAt: nextVersion })
        .where(eq(members.id, id));
      await writeAudit(tx, actor, {
        action: 'member.status',
        entity: 'member',
        entityId: id,
        before: { status: m.status },
        after: { status: input.status, ...(input.reason ? { reason: input.reason } : {}) },
      });
      // A member who may no longer sign in loses their open sessions in the same change.
      if (!canSignIn(input.status)) await endMemberSessions(tx, id);
    }
    return getMember(tx, id);
  });
}
