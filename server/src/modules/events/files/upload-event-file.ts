import { FILES_API } from '@club/contracts';
import { eq } from 'drizzle-orm';
import type { ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { badRequest } from '../../../lib/errors.ts';
import { checkUpload, IMAGE_TYPES, PDF_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById, lockEvent, storedKey } from '../catalog/event-store.ts';

/**
 * Sets an event's image (JPEG, PNG or WebP) or its invitation (an image or a PDF), checked by
 * its bytes, stored in the `events` area; the file it replaces is removed after the commit.
 * Moves the event's version on.
 */
export async function uploadEventFile(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; kind: 'image' | 'invitation'; data: Buffer | null },
): Promise<ClubEvent> {
  if (!input.data || input.data.length === 0) throw badRequest('file', 'Choose a file to upload.');
  const allowed = input.kind === 'image' ? IMAGE_TYPES : [...IMAGE_TYPES, ...PDF_TYPES];
  const type = await checkUpload(input.data, 'file', allowed, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put('events', input.data, type);
  const url = `${FILES_API.files}/${stored.key}`;
  let replaced: string | null = null;
  try {
    await changePublicData(ctx, ['events'], async (tx) => {
      const row = await lockEvent(tx, input.id);
      replaced = input.kind === 'image' ? row.imageUrl : row.invitationUrl;
      await tx
        .update(events)
        .set({
          ...(input.kind === 'image' ? { imageUrl: url } : { invitationUrl: url }),
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(events.id, input.id));
      await writeAudit(tx, actor, {
        action: `events.event.${input.kind}_set`,
        entity: 'event',
        entityId: input.id,
        before: { url: replaced },
        after: { url },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  const old = storedKey(replaced);
  if (old) await ctx.storage.remove(old).catch(() => undefined);
  return eventById(ctx, input.id);
}
