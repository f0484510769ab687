import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hasAnyRole } from '@club/contracts';
import { memberScope } from '../../actor.ts';
import { checkUpload, IMAGE_TYPES } from '../../storage/storage.ts';
import { nextVersion } from './member-record.ts';

/** Member photos are private: served only by `readPhoto` after an access check. */
export const PHOTO_AREA = 'member-photos';

/** Reads a multipart upload's file field into memory (size-limited by the multipart plugin). */
export async function readFileUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== field) {
    throw new AppError(400, 'validation_failed', `${field}: choose a file to upload.`, {
      errors: [{ field, message: 'Choose a file to upload.' }],
    });
  }
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    return null;
  });
  if (data === null) {
    throw new AppError(413, 'payload_too_large', `${field}: the file is too large.`, {
      errors: [{ field, message: 'The file is too large.' }],
    });
  }
  return data;
}

/** Admin sets a member's photo (JPG, PNG, WEBP by content); the old file is removed after. */
export async function setPhoto(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  data: Buffer,
): Promise<void> {
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
      await writeAudit(tx, request.actor, {
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

export async function removePhoto(ctx: AppContext, request: FastifyRequest, id: number) {
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
    await writeAudit(tx, request.actor, {
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

/** The photo for admins, or for the member themself (also when an admin acts for them). */
export async function readPhoto(ctx: AppContext, request: FastifyRequest, id: number) {
  const roles = request.session?.roles ?? [];
  if (!hasAnyRole(roles, ['A']) && memberScope(request.actor) !== id) {
    throw notFound('No such photo.');
  }
  const [m] = await ctx.db
    .select({ photoPath: members.photoPath })
    .from(members)
    .where(eq(members.id, id));
  const file = m?.photoPath ? await ctx.storage.get(m.photoPath) : null;
  if (!file) throw notFound('No such photo.');
  return file;
}
