import { and, eq } from 'drizzle-orm';
import type { Album, newsStatusRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albums } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockAlbum } from './album-store.ts';
import { albumById, auditOf } from './album-view.ts';

/** Publishes an album or takes it back to a draft, at the version seen. */
export async function setAlbumStatus(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof newsStatusRequest> & { id: number },
): Promise<Album> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockAlbum(tx, input.id, input.version);
    const [row] = await tx
      .update(albums)
      .set({ status: input.status, version: before.version + 1, updatedAt: new Date() })
      .where(and(eq(albums.id, input.id), eq(albums.version, before.version)))
      .returning();
    await writeAudit(tx, actor, {
      action: input.status === 'Published' ? 'album.publish' : 'album.unpublish',
      entity: 'album',
      entityId: input.id,
      before: auditOf(before),
      after: auditOf(row!),
    });
    return albumById(tx, input.id);
  });
}
