import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albumPhotos, albums } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { removePhotoFiles } from './album-store.ts';
import { auditOf } from './album-view.ts';

/** Deletes an album and its photos (their files too, once the deletion is committed). */
export async function deleteAlbum(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const urls = await ctx.db.transaction(async (tx) => {
    const photos = await tx
      .select({ url: albumPhotos.url })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, input.id));
    const [row] = await tx.delete(albums).where(eq(albums.id, input.id)).returning();
    if (!row) throw notFound('This album no longer exists.');
    await writeAudit(tx, actor, {
      action: 'album.delete',
      entity: 'album',
      entityId: input.id,
      before: auditOf(row),
    });
    return photos.map((p) => p.url);
  });
  await removePhotoFiles(ctx.storage, urls);
}
