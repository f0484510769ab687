import { eq, sql } from 'drizzle-orm';
import { EVENT_MAX_PHOTOS, type ClubEvent, FILES_API } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventHighlightPhotos, events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { AppError, badRequest, fieldError } from '../../../lib/errors.ts';
import { checkUpload, IMAGE_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById, lockEvent } from '../catalog/event-store.ts';

/**
 * Adds a highlight photo to an event, after its others (checked by its bytes, stored in the
 * `events` area). At most EVENT_MAX_PHOTOS, counted under the event's row lock.
 */
export async function uploadEventPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; data: Buffer | null },
): Promise<ClubEvent> {
  if (!input.data || input.data.length === 0)
    throw badRequest('file', 'Choose an image to upload.');
  const type = await checkUpload(input.data, 'file', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put('events', input.data, type);
  const url = `${FILES_API.files}/${stored.key}`;
  try {
    await changePublicData(ctx, ['events'], async (tx) => {
      const event = await lockEvent(tx, input.id);
      const [{ n, last } = { n: 0, last: 0 }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${eventHighlightPhotos.sort}), 0)::int`,
        })
        .from(eventHighlightPhotos)
        .where(eq(eventHighlightPhotos.eventId, input.id));
      if (n >= EVENT_MAX_PHOTOS) {
        throw new AppError(
          400,
          'validation_failed',
          `An event shows at most ${EVENT_MAX_PHOTOS} highlight photos: remove one first.`,
          { errors: [fieldError('file', 'validation.eventPhotosFull')] },
        );
      }
      const [photo] = await tx
        .insert(eventHighlightPhotos)
        .values({ eventId: input.id, url, sort: last + 10 })
        .returning({ id: eventHighlightPhotos.id });
      await tx
        .update(events)
        .set({ version: event.version + 1, updatedAt: new Date() })
        .where(eq(events.id, input.id));
      await writeAudit(tx, actor, {
        action: 'events.event.photo_add',
        entity: 'event',
        entityId: input.id,
        after: { photo: photo!.id, url },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  return eventById(ctx, input.id);
}
