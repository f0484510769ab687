import { eq, sql } from 'drizzle-orm';
import { BANQUET_MAX_PHOTOS, type BanquetHall, FILES_API } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHallPhotos, banquetHalls } from '../../../db/schema/index.ts';
import { badRequest } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { checkUpload, IMAGE_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';
import { conflictField, hallById, lockHall } from './store.ts';

/**
 * Adds a photo to a hall, after its others (checked by its bytes and size, stored in the
 * `banquets` area). At most BANQUET_MAX_PHOTOS per hall. Moves the hall's version on.
 */
export async function uploadHallPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; data: Buffer | null },
): Promise<BanquetHall> {
  if (!input.data || input.data.length === 0)
    throw badRequest('file', 'Choose an image to upload.');
  const type = await checkUpload(input.data, 'file', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put('banquets', input.data, type);
  const url = `${FILES_API.files}/${stored.key}`;
  try {
    await changePublicData(ctx, ['banquets'], async (tx) => {
      const hall = await lockHall(tx, input.id);
      const [{ n, last } = { n: 0, last: 0 }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${banquetHallPhotos.sort}), 0)::int`,
        })
        .from(banquetHallPhotos)
        .where(eq(banquetHallPhotos.hallId, input.id));
      if (n >= BANQUET_MAX_PHOTOS)
        throw conflictField(
          `A hall shows at most ${BANQUET_MAX_PHOTOS} photos: remove one first.`,
          'file',
          'validation.banquetPhotosFull',
        );
      const [photo] = await tx
        .insert(banquetHallPhotos)
        .values({ hallId: input.id, url, sort: last + 10 })
        .returning({ id: banquetHallPhotos.id });
      await tx
        .update(banquetHalls)
        .set({ version: hall.version + 1, updatedAt: new Date() })
        .where(eq(banquetHalls.id, input.id));
      await writeAudit(tx, actor, {
        action: 'banquets.hall.photo_add',
        entity: 'banquet_hall',
        entityId: input.id,
        after: { photo: photo!.id, url },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  return hallById(ctx.db, input.id);
}
