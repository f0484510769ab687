import { eq } from 'drizzle-orm';
import type { ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById, lockEventAt } from './event-store.ts';
import { offerFreedPlaces } from '../waitlist/waitlist-store.ts';
import { type EventInput, columnsOf } from './event-columns.ts';

/**
 * Changes an event's details at the version the caller saw (else 409 event_changed); places a
 * larger capacity frees are offered to the waitlist in the same transaction.
 */
export async function updateEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventInput & { id: number; version: number },
): Promise<ClubEvent> {
  await changePublicData(ctx, ['events'], async (tx) => {
    const before = await lockEventAt(tx, input.id, input.version);
    const values = await columnsOf(tx, input);
    await tx
      .update(events)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(events.id, input.id));
    await writeAudit(tx, actor, {
      action: 'events.event.update',
      entity: 'event',
      entityId: input.id,
      before,
      after: values,
    });
    // More places (a larger capacity) go to the waitlist first, in order.
    await offerFreedPlaces(tx, actor, input.id, ctx.clock.now());
  });
  return eventById(ctx, input.id);
}
