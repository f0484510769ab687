import type { ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { eventById } from './event-store.ts';
import { type EventInput, columnsOf } from './event-columns.ts';

/** Adds an event, as a draft; audited in the same transaction. */
export async function createEvent(
  ctx: AppContext,
  actor: Actor,
  input: EventInput,
): Promise<ClubEvent> {
  const id = await changePublicData(ctx, ['events'], async (tx) => {
    const values = await columnsOf(tx, input);
    const [row] = await tx.insert(events).values(values).returning({ id: events.id });
    await writeAudit(tx, actor, {
      action: 'events.event.create',
      entity: 'event',
      entityId: row!.id,
      after: values,
    });
    return row!.id;
  });
  return eventById(ctx, id);
}
