import { and, eq } from 'drizzle-orm';
import type { MemberDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import {
  atVersion,
  auditSnapshot,
  changedFields,
  getMember,
  nextVersion,
} from './member-record.ts';
import { recordValues, writeFamily, type UpdateValues } from './member-writes.ts';
import { mapUniqueViolation } from './unique.ts';

/** Another admin saved the member after this edit's form was loaded: nothing is changed. */
export const memberChanged = () =>
  conflict(
    'Someone else changed this member since you opened it. Reload to see their changes.',
    'member_changed',
  );

/**
 * Admin edits a member; the audit keeps the changed fields before and after. The edit is
 * saved only while the member is still the version the form was loaded with
 * (`expectedUpdatedAt`): a conditional update, else 409 `member_changed` and nothing changes.
 */
export async function updateMember(
  ctx: AppContext,
  actor: Actor,
  input: UpdateValues & { id: number },
): Promise<MemberDetail> {
  const { id, ...v } = input;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, id))
        .for('update');
      if (!locked) throw notFound('No such member.');
      const before = await getMember(tx, id);
      const [saved] = await tx
        .update(members)
        .set({ ...recordValues(v), updatedAt: nextVersion })
        .where(and(eq(members.id, id), atVersion(v.expectedUpdatedAt)))
        .returning({ id: members.id });
      if (!saved) throw memberChanged();
      await writeFamily(tx, id, v);
      const after = await getMember(tx, id);
      const diff = changedFields(auditSnapshot(before), auditSnapshot(after));
      if (Object.keys(diff.after).length > 0) {
        await writeAudit(tx, actor, {
          action: 'member.update',
          entity: 'member',
          entityId: id,
          ...diff,
        });
      }
      return after;
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
}
