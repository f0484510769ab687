import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Album, albumCaptionsRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albumPhotos } from '../../../db/schema/index.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { bumpAlbum, lockAlbum } from './album-store.ts';
import { albumById } from './album-view.ts';

/**
 * Saves the captions of an album's photos written together, in one transaction under the
 * album's row lock at the version seen (409 `album_changed`): each photo named once and held
 * by the album (400 on `captions.<i>.photoId` otherwise, nothing written); the audit keeps the
 * captions that changed.
 */
export async function captionAlbumPhotos(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof albumCaptionsRequest> & { id: number },
): Promise<Album> {
  return ctx.db.transaction(async (tx) => {
    const album = await lockAlbum(tx, input.id, input.version);
    const held = await tx
      .select({ id: albumPhotos.id, caption: albumPhotos.caption })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, input.id));
    const was = new Map(held.map((p) => [p.id, p.caption]));
    const seen = new Set<number>();
    const errors = input.captions.flatMap((c, i) => {
      const bad = !was.has(c.photoId) || seen.has(c.photoId);
      seen.add(c.photoId);
      return bad ? [fieldError(`captions.${i}.photoId`, 'validation.albumPhotos')] : [];
    });
    if (errors.length > 0) {
      throw new AppError(400, 'validation_failed', errors.map((e) => e.message).join(' '), {
        errors,
      });
    }
    const changed = input.captions.filter((c) => was.get(c.photoId) !== c.caption);
    if (changed.length === 0) return albumById(tx, input.id);
    const captions = sql.join(
      changed.map((c) => sql`when ${c.photoId}::int then ${c.caption}::text`),
      sql` `,
    );
    await tx
      .update(albumPhotos)
      .set({ caption: sql`case ${albumPhotos.id} ${captions} end` })
      .where(
        and(
          eq(albumPhotos.albumId, input.id),
          inArray(
            albumPhotos.id,
            changed.map((c) => c.photoId),
          ),
        ),
      );
    await bumpAlbum(tx, album);
    await writeAudit(tx, actor, {
      action: 'album.photo_caption',
      entity: 'album',
      entityId: input.id,
      before: { photos: changed.map((c) => ({ photo: c.photoId, caption: was.get(c.photoId) })) },
      after: { photos: changed.map((c) => ({ photo: c.photoId, caption: c.caption })) },
    });
    return albumById(tx, input.id);
  });
}
