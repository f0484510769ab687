import { and, eq, sql } from 'drizzle-orm';
import type { Album } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albumPhotos, albums } from '../../../db/schema/index.ts';
import { AppError, badRequest, fieldError, notFound } from '../../../lib/errors.ts';
import { checkUpload, IMAGE_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';
import {
  ALBUM_PHOTO_AREA,
  albumPhotoUrl,
  bumpAlbum,
  lockAlbum,
  removePhotoFiles,
} from './album-store.ts';
import { albumById } from './album-view.ts';

/** An album holds at most this many photos. */
export const ALBUM_MAX_PHOTOS = 60;

/**
 * Adds a photo to an album, after its others: checked by its bytes (JPEG, PNG, WebP) and size,
 * stored in the albums' own area (not public: each read checks the album), counted under the
 * album's row lock.
 */
export async function uploadAlbumPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; data: Buffer | null },
): Promise<Album> {
  if (!input.data || input.data.length === 0)
    throw badRequest('file', 'Choose an image to upload.');
  const type = await checkUpload(input.data, 'file', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put(ALBUM_PHOTO_AREA, input.data, type);
  const url = albumPhotoUrl(stored.key);
  try {
    return await ctx.db.transaction(async (tx) => {
      const album = await lockAlbum(tx, input.id);
      const [{ n, last } = { n: 0, last: 0 }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${albumPhotos.sort}), 0)::int`,
        })
        .from(albumPhotos)
        .where(eq(albumPhotos.albumId, input.id));
      if (n >= ALBUM_MAX_PHOTOS) {
        throw new AppError(
          400,
          'validation_failed',
          `An album holds at most ${ALBUM_MAX_PHOTOS} photos.`,
          { errors: [fieldError('file', 'validation.tooMany')] },
        );
      }
      const [photo] = await tx
        .insert(albumPhotos)
        .values({ albumId: input.id, url, sort: last + 10 })
        .returning({ id: albumPhotos.id });
      await bumpAlbum(tx, album);
      await writeAudit(tx, actor, {
        action: 'album.photo_add',
        entity: 'album',
        entityId: input.id,
        after: { photo: photo!.id, url },
      });
      return albumById(tx, input.id);
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
}

/**
 * Removes a photo from an album (its file once the removal is committed); the album's cover,
 * when it was this photo, goes back to its first photo.
 */
export async function removeAlbumPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; photoId: number },
): Promise<Album> {
  const { album, url } = await ctx.db.transaction(async (tx) => {
    const row = await lockAlbum(tx, input.id);
    const [photo] = await tx
      .delete(albumPhotos)
      .where(and(eq(albumPhotos.id, input.photoId), eq(albumPhotos.albumId, input.id)))
      .returning();
    if (!photo) throw notFound('This photo is no longer in the album.');
    await bumpAlbum(tx, row);
    // The cover was this photo: the album shows its first photo again.
    if (row.coverUrl === photo.url) {
      await tx.update(albums).set({ coverUrl: null }).where(eq(albums.id, input.id));
    }
    await writeAudit(tx, actor, {
      action: 'album.photo_remove',
      entity: 'album',
      entityId: input.id,
      before: { photo: photo.id, url: photo.url },
    });
    return { album: await albumById(tx, input.id), url: photo.url };
  });
  await removePhotoFiles(ctx.storage, [url]);
  return album;
}
