import type { FeedbackDetail } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { checkUpload, IMAGE_TYPES } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import { readFeedbackDetail } from './view.ts';
import { lockFeedback, updateOnVersion } from './writes.ts';

/** Where feedback photos are kept (private: only their member and staff read them). */
export const PHOTO_AREA = 'feedback';

/**
 * The member adds a photo to their own feedback (JPG, PNG or WEBP by content; a second one
 * replaces the first); refused once it is closed.
 */
export async function addPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; data: Buffer },
): Promise<FeedbackDetail> {
  const memberId = memberScope(actor);
  const type = await checkUpload(input.data, 'photo', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const now = ctx.clock.now();
  const stored = await ctx.storage.put(PHOTO_AREA, input.data, type);
  let old: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const f = await lockFeedback(tx, input.id, memberId);
      if (f.status === 'closed') throw conflict('This feedback is closed.');
      old = f.photoKey;
      await updateOnVersion(tx, f, { photoKey: stored.key }, now);
      await writeAudit(tx, actor, {
        action: 'feedback.photo',
        entity: 'feedback',
        entityId: f.id,
        before: { hasPhoto: old !== null },
        after: { hasPhoto: true, contentType: type, size: stored.size },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  if (old) await ctx.storage.remove(old);
  return readFeedbackDetail(ctx.db, input.id, now, { memberId });
}
