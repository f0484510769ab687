import { and, eq } from 'drizzle-orm';
import type { Album, albumItemSchema } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albums } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { albumSlugClash, lockAlbum, requireCover, requireEvent } from './album-store.ts';
import { albumById, auditOf } from './album-view.ts';

type Item = z.output<typeof albumItemSchema>;

/**
 * Adds an album as a draft (no id) or changes one at the version seen (409 `album_changed`);
 * an event's highlights name an existing event; the cover is one of the album's own photos
 * (400 on `item.coverUrl`); a slug another album has: 409 on `item.slug`.
 */
export async function saveAlbum(
  ctx: AppContext,
  actor: Actor,
  input: { item: Item & { id?: number; version?: number } },
): Promise<Album> {
  const { id, version, ...values } = input.item;
  try {
    return await ctx.db.transaction(async (tx) => {
      await requireEvent(tx, values.eventId);
      // A new album has no photos yet: its cover comes once it has.
      await requireCover(tx, id ?? null, values.coverUrl);
      if (id === undefined) {
        const [row] = await tx.insert(albums).values(values).returning();
        await writeAudit(tx, actor, {
          action: 'album.create',
          entity: 'album',
          entityId: row!.id,
          after: auditOf(row!),
        });
        return albumById(tx, row!.id);
      }
      const before = await lockAlbum(tx, id, version ?? -1);
      const [row] = await tx
        .update(albums)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(and(eq(albums.id, id), eq(albums.version, before.version)))
        .returning();
      await writeAudit(tx, actor, {
        action: 'album.update',
        entity: 'album',
        entityId: id,
        before: auditOf(before),
        after: auditOf(row!),
      });
      return albumById(tx, id);
    });
  } catch (err) {
    throw albumSlugClash(err);
  }
}
