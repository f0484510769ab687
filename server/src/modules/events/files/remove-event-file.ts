import { eq } from 'drizzle-orm';
import type { ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById, lockEvent, storedKey } from '../catalog/event-store.ts';

/** Removes an event's image or invitation. */
export async function removeEventFile(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; kind: 'image' | 'invitation' },
): Promise<ClubEvent> {
  const replaced = await changePublicData(ctx, ['events'], async (tx) => {
    const row = await lockEvent(tx, input.id);
    const before = input.kind === 'image' ? row.imageUrl : row.invitationUrl;
    await tx
      .update(events)
      .set({
        ...(input.kind === 'image' ? { imageUrl: null } : { invitationUrl: null }),
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(events.id, input.id));
    await writeAudit(tx, actor, {
      action: `events.event.${input.kind}_remove`,
      entity: 'event',
      entityId: input.id,
      before: { url: before },
    });
    return before;
  });
  const old = storedKey(replaced);
  if (old) await ctx.storage.remove(old).catch(() => undefined);
  return eventById(ctx, input.id);
}
