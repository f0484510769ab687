import { and, eq } from 'drizzle-orm';
import { type ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventHighlightPhotos, events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById, lockEvent, storedKey } from '../catalog/event-store.ts';

/** Removes one of an event's highlight photos (and its file, after the commit). */
export async function removeEventPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; photoId: number },
): Promise<ClubEvent> {
  const url = await changePublicData(ctx, ['events'], async (tx) => {
    const event = await lockEvent(tx, input.id);
    const [photo] = await tx
      .delete(eventHighlightPhotos)
      .where(
        and(eq(eventHighlightPhotos.id, input.photoId), eq(eventHighlightPhotos.eventId, input.id)),
      )
      .returning();
    if (!photo) throw notFound('No such photo.');
    await tx
      .update(events)
      .set({ version: event.version + 1, updatedAt: new Date() })
      .where(eq(events.id, input.id));
    await writeAudit(tx, actor, {
      action: 'events.event.photo_remove',
      entity: 'event',
      entityId: input.id,
      before: { photo: photo.id, url: photo.url },
    });
    return photo.url;
  });
  const key = storedKey(url);
  if (key) await ctx.storage.remove(key).catch(() => undefined);
  return eventById(ctx, input.id);
}
