import { eq } from 'drizzle-orm';
import type { ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById, lockEventAt } from './event-store.ts';

/** Writes an event's highlights (description, video link) at the version the caller saw. */
export async function saveEventHighlights(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; description: string; videoUrl: string | null; version: number },
): Promise<ClubEvent> {
  await changePublicData(ctx, ['events'], async (tx) => {
    const before = await lockEventAt(tx, input.id, input.version);
    const values = { highlightsDescription: input.description, highlightsVideoUrl: input.videoUrl };
    await tx
      .update(events)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(events.id, input.id));
    await writeAudit(tx, actor, {
      action: 'events.event.highlights',
      entity: 'event',
      entityId: input.id,
      before: {
        highlightsDescription: before.highlightsDescription,
        highlightsVideoUrl: before.highlightsVideoUrl,
      },
      after: values,
    });
  });
  return eventById(ctx, input.id);
}
