import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { nextVersion } from './member-record.ts';

/** Admin removes a member's photo (the file goes after the commit). */
export async function removePhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const { id } = input;
  const old = await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ photoPath: members.photoPath })
      .from(members)
      .where(eq(members.id, id))
      .for('update');
    if (!m) throw notFound('No such member.');
    if (!m.photoPath) return null;
    await tx
      .update(members)
      .set({ photoPath: null, updatedAt: nextVersion })
      .where(eq(members.id, id));
    await writeAudit(tx, actor, {
      action: 'member.photo',
      entity: 'member',
      entityId: id,
      before: { hasPhoto: true },
      after: { hasPhoto: false },
    });
    return m.photoPath;
  });
  if (old) await ctx.storage.remove(old);
}
