import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { albums, events } from '../../../db/schema/index.ts';
import {
  badField,
  conflict,
  fieldError,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.ts';
import type { AlbumRow } from './album-view.ts';

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

/** A slug another album has (the unique index said so): 409 naming the field. */
export function albumSlugClash(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  return conflict('Another album already has this address.', 'conflict', {
    errors: [fieldError('item.slug', 'validation.albumSlugTaken')],
  });
}
