import { and, eq } from 'drizzle-orm';
import type { BanquetHall } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHallPhotos, banquetHalls } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { fileKey, hallById, lockHall } from './store.ts';

/** Removes one of a hall's photos (and its file). */
export async function removeHallPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; photoId: number },
): Promise<BanquetHall> {
  const url = await changePublicData(ctx, ['banquets'], async (tx) => {
    const hall = await lockHall(tx, input.id);
    const [photo] = await tx
      .delete(banquetHallPhotos)
      .where(and(eq(banquetHallPhotos.id, input.photoId), eq(banquetHallPhotos.hallId, input.id)))
      .returning();
    if (!photo) throw notFound('No such photo of this hall.');
    await tx
      .update(banquetHalls)
      .set({ version: hall.version + 1, updatedAt: new Date() })
      .where(eq(banquetHalls.id, input.id));
    await writeAudit(tx, actor, {
      action: 'banquets.hall.photo_remove',
      entity: 'banquet_hall',
      entityId: input.id,
      before: { photo: photo.id, url: photo.url },
    });
    return photo.url;
  });
  await ctx.storage.remove(fileKey(url));
  return hallById(ctx.db, input.id);
}
