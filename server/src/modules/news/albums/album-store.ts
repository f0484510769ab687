import { and, eq } from 'drizzle-orm';
import { ALBUMS_API, FILES_API } from '@club/contracts';
import type { Tx } from '../../../db/client.ts';
import { albumPhotos, albums, events } from '../../../db/schema/index.ts';
import {
  badField,
  conflict,
  fieldError,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.ts';
import type { Storage } from '../../../storage/storage.ts';
import type { AlbumRow } from './album-view.ts';

/**
 * The file area of the albums' photos: not one of the public areas (`files` serves none of
 * it); `readAlbumPhoto` serves each photo to whoever may read its album.
 */
export const ALBUM_PHOTO_AREA = 'albums';

/** The address an album photo stored under `key` (`albums/<name>`) is read at. */
export const albumPhotoUrl = (key: string) =>
  `${ALBUMS_API.photos}/${key.slice(ALBUM_PHOTO_AREA.length + 1)}`;

/**
 * The storage key of an album photo's file from its address (an album photo's, or one of the
 * photos uploaded before albums had their own area, in the 'gallery' area); null for anything
 * else (a drawing the web app ships).
 */
export function storageKeyOf(url: string): string | null {
  if (url.startsWith(`${ALBUMS_API.photos}/`))
    return `${ALBUM_PHOTO_AREA}/${url.slice(ALBUMS_API.photos.length + 1)}`;
  if (url.startsWith(`${FILES_API.files}/`)) return url.slice(FILES_API.files.length + 1);
  return null;
}

/** Removes the files of photos no longer held (after the commit that let go of them). */
export async function removePhotoFiles(storage: Storage, urls: string[]): Promise<void> {
  for (const url of urls) {
    const key = storageKeyOf(url);
    if (key) await storage.remove(key).catch(() => undefined);
  }
}

/** The album to change, locked, at the version seen: 404 when gone, 409 `album_changed`. */
export async function lockAlbum(tx: Tx, id: number, version?: number): Promise<AlbumRow> {
  const [row] = await tx.select().from(albums).where(eq(albums.id, id)).for('update');
  if (!row) throw notFound('This album no longer exists.');
  if (version !== undefined && row.version !== version) {
    throw conflict('This album was changed meanwhile. Reload it and try again.', 'album_changed');
  }
  return row;
}

/** Moves an album's version on (a photo added, captioned or removed changes the album). */
export async function bumpAlbum(tx: Tx, row: AlbumRow): Promise<void> {
  await tx
    .update(albums)
    .set({ version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(albums.id, row.id), eq(albums.version, row.version)));
}

/** An event an album names must exist (400 on the field otherwise). */
export async function requireEvent(tx: Tx, eventId: number | null): Promise<void> {
  if (eventId === null) return;
  const [e] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!e) throw badField('item.eventId', 'validation.id');
}

/** An album's cover is one of its own photos, or none (its first photo shows): 400 otherwise. */
export async function requireCover(
  tx: Tx,
  albumId: number | null,
  coverUrl: string | null,
): Promise<void> {
  if (coverUrl === null) return;
  const [photo] =
    albumId === null
      ? []
      : await tx
          .select({ id: albumPhotos.id })
          .from(albumPhotos)
          .where(and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.url, coverUrl)));
  if (!photo) throw badField('item.coverUrl', 'validation.albumCover');
}

/** A slug another album has (the unique index said so): 409 naming the field. */
export function albumSlugClash(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  return conflict('Another album already has this address.', 'conflict', {
    errors: [fieldError('item.slug', 'validation.albumSlugTaken')],
  });
}
