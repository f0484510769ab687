import { and, eq, lte } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventWaitlist } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockEvent } from '../catalog/event-store.ts';
import { eventsWithLapsedOffers, offerFreedPlaces, releaseOffer } from './waitlist-store.ts';

/**
 * The waitlist job (run as the system every minute): every offer whose hours are up expires,
 * its places pass to the next entries that fit, the member is mailed; one transaction per
 * event, under its row lock (an offer confirmed at the same moment is either booked or
 * expired, never both).
 */
export async function expireWaitlistOffers(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<{ expired: number; offered: number }> {
  const now = ctx.clock.now();
  let expired = 0;
  let offered = 0;
  for (const eventId of await eventsWithLapsedOffers(ctx.db, now)) {
    await changePublicData(ctx, ['events'], async (tx) => {
      await lockEvent(tx, eventId);
      const lapsed = await tx
        .select()
        .from(eventWaitlist)
        .where(
          and(
            eq(eventWaitlist.eventId, eventId),
            eq(eventWaitlist.status, 'offered'),
            lte(eventWaitlist.offerExpiresAt, now),
          ),
        )
        .for('update');
      for (const w of lapsed) {
        await tx
          .update(eventWaitlist)
          .set({ status: 'expired', closedAt: now, version: w.version + 1, updatedAt: now })
          .where(eq(eventWaitlist.id, w.id));
        await releaseOffer(tx, w);
        await writeAudit(tx, actor, {
          action: 'events.waitlist.expire',
          entity: 'event_waitlist',
          entityId: w.id,
          before: { status: 'offered' },
          after: { status: 'expired' },
        });
        await enqueue(tx, 'event_waitlist.changed', { entryId: w.id, news: 'expired' });
        expired++;
      }
      offered += (await offerFreedPlaces(tx, actor, eventId, now)).length;
    });
  }
  return { expired, offered };
}
