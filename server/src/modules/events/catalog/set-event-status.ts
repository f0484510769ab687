import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  EVENT_STATUSES,
  EVENT_TRANSITIONS,
  type ClubEvent,
  type EventStatus,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { closeBookingsOf } from './event-cancellation.ts';
import { eventById, eventChanged } from './event-store.ts';
import { offerFreedPlaces } from '../waitlist/waitlist-store.ts';

/** The statuses an event may come to `to` from. */
const fromStatuses = (to: EventStatus) =>
  EVENT_STATUSES.filter((from) => EVENT_TRANSITIONS[from].includes(to));

/**
 * Publishes, closes, reopens, cancels or completes an event: one conditional update (the
 * version the caller saw and a status the new one may follow), so two staff acting at once
 * cannot both change it. Refused: a stale version (409 event_changed), a move the statuses do
 * not allow (409 status_transition). Cancelling also cancels every live booking (charges
 * reversed) and closes the waitlist, members mailed, in the same transaction.
 */
export async function setEventStatus(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; status: EventStatus; version: number },
): Promise<ClubEvent> {
  const now = ctx.clock.now();
  await changePublicData(ctx, ['events'], async (tx) => {
    const allowedFrom = fromStatuses(input.status);
    const [changed] =
      allowedFrom.length === 0
        ? []
        : await tx
            .update(events)
            .set({
              status: input.status,
              version: sql`${events.version} + 1`,
              updatedAt: now,
            })
            .where(
              and(
                eq(events.id, input.id),
                eq(events.version, input.version),
                inArray(events.status, allowedFrom),
              ),
            )
            .returning();
    if (!changed) {
      const [row] = await tx
        .select({ status: events.status, version: events.version })
        .from(events)
        .where(eq(events.id, input.id));
      if (!row) throw notFound('No such event.');
      if (row.version !== input.version) throw eventChanged();
      throw conflict(`A ${row.status} event cannot become ${input.status}.`, 'status_transition');
    }
    await writeAudit(tx, actor, {
      action: `events.event.${input.status}`,
      entity: 'event',
      entityId: input.id,
      after: { status: input.status },
    });
    // Cancelled: every booking cancelled and reversed, the waitlist closed, in this transaction.
    if (input.status === 'cancelled') await closeBookingsOf(ctx, tx, actor, changed, now);
    // Reopened for booking: places free now go to the waitlist first.
    if (input.status === 'published') await offerFreedPlaces(tx, actor, input.id, now);
  });
  return eventById(ctx, input.id);
}
