import { asc, eq, sql } from 'drizzle-orm';
import type { Album, albumPhotoOrderRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albumPhotos } from '../../../db/schema/index.ts';
import { badField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { bumpAlbum, lockAlbum } from './album-store.ts';
import { albumById } from './album-view.ts';

/**
 * Puts an album's photos in a new order (each of its photos named once: 400 on `photoIds`
 * otherwise), under the album's row lock at the version seen (409 `album_changed`), in one
 * statement: their positions become 10, 20, 30, ...
 */
export async function orderAlbumPhotos(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof albumPhotoOrderRequest> & { id: number },
): Promise<Album> {
  return ctx.db.transaction(async (tx) => {
    const album = await lockAlbum(tx, input.id, input.version);
    const held = await tx
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, input.id))
      .orderBy(asc(albumPhotos.sort), asc(albumPhotos.id));
    const before = held.map((p) => p.id);
    const named = new Set(input.photoIds);
    if (
      named.size !== input.photoIds.length ||
      named.size !== before.length ||
      before.some((id) => !named.has(id))
    ) {
      throw badField('photoIds', 'validation.albumPhotos');
    }
    const positions = sql.join(
      input.photoIds.map((id, i) => sql`when ${id}::int then ${(i + 1) * 10}::int`),
      sql` `,
    );
    await tx
      .update(albumPhotos)
      .set({ sort: sql`case ${albumPhotos.id} ${positions} end` })
      .where(eq(albumPhotos.albumId, input.id));
    await bumpAlbum(tx, album);
    await writeAudit(tx, actor, {
      action: 'album.photo_order',
      entity: 'album',
      entityId: input.id,
      before: { ids: before },
      after: { ids: input.photoIds },
    });
    return albumById(tx, input.id);
  });
}
