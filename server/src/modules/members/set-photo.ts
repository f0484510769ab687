import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { checkUpload, IMAGE_TYPES } from '../../storage/storage.ts';
import { nextVersion, PHOTO_AREA } from './member-record.ts';

/** Admin sets a member's photo (JPG, PNG, WEBP by content); the old file is removed after. */
export async function setPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; data: Buffer },
): Promise<void> {
  const { id, data } = input;
  const type = await checkUpload(data, 'photo', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const [exists] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.id, id));
  if (!exists) throw notFound('No such member.');
  const stored = await ctx.storage.put(PHOTO_AREA, data, type);
  let old: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const [m] = await tx
        .select({ photoPath: members.photoPath })
        .from(members)
        .where(eq(members.id, id))
        .for('update');
      if (!m) throw notFound('No such member.');
      old = m.photoPath;
      await tx
        .update(members)
        .set({ photoPath: stored.key, updatedAt: nextVersion })
        .where(eq(members.id, id));
      await writeAudit(tx, actor, {
        action: 'member.photo',
        entity: 'member',
        entityId: id,
        before: { hasPhoto: old !== null },
        after: { hasPhoto: true, contentType: type, size: stored.size },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  if (old) await ctx.storage.remove(old);
}
