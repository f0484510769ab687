import { eq } from 'drizzle-orm';
import type { EventWaitlistEntry, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventWaitlist } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import {
  lockEntry,
  offerFreedPlaces,
  releaseOffer,
  toWaitlistEntries,
  waitlistChanged,
} from './waitlist-store.ts';

/**
 * The member leaves the waitlist (a waiting entry: `left`) or declines their offer (an offered
 * entry: `declined`, its held places passed on to the next entry that fits), audited, in one
 * transaction. An entry no longer in line or a stale version: 409; another member's: 404.
 * The answer names the event in the reader's language (`lang`, English by default).
 */
export async function leaveEventWaitlist(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; lang?: Language },
): Promise<EventWaitlistEntry> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  const row = await changePublicData(ctx, ['events'], async (tx) => {
    const w = await lockEntry(tx, input.id, memberId);
    if ((w.status !== 'waiting' && w.status !== 'offered') || w.version !== input.version) {
      throw waitlistChanged();
    }
    const status = w.status === 'offered' ? 'declined' : 'left';
    const [after] = await tx
      .update(eventWaitlist)
      .set({ status, closedAt: now, version: w.version + 1, updatedAt: now })
      .where(eq(eventWaitlist.id, w.id))
      .returning();
    await writeAudit(tx, actor, {
      action: status === 'declined' ? 'events.waitlist.decline' : 'events.waitlist.leave',
      entity: 'event_waitlist',
      entityId: w.id,
      before: { status: w.status },
      after: { status },
    });
    if (w.status === 'offered') {
      await releaseOffer(tx, w);
      await offerFreedPlaces(tx, actor, w.eventId, now);
    }
    return after!;
  });
  return (await toWaitlistEntries(ctx.db, [row], input.lang))[0]!;
}
