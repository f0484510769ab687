import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventHighlightPhotos, events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockEvent, storedKey } from './event-store.ts';

/** Deletes an event with its highlight photos; its uploaded files go after the commit. */
export async function removeEvent(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const urls = await changePublicData(ctx, ['events'], async (tx) => {
    const before = await lockEvent(tx, input.id);
    const photos = await tx
      .select({ url: eventHighlightPhotos.url })
      .from(eventHighlightPhotos)
      .where(eq(eventHighlightPhotos.eventId, input.id));
    await tx.delete(events).where(eq(events.id, input.id));
    await writeAudit(tx, actor, {
      action: 'events.event.delete',
      entity: 'event',
      entityId: input.id,
      before,
    });
    return [before.imageUrl, before.invitationUrl, ...photos.map((p) => p.url)];
  });
  for (const url of urls) {
    const key = storedKey(url);
    if (key) await ctx.storage.remove(key).catch(() => undefined);
  }
}
