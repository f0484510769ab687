import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeed } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { memberLanguage } from './calendar-context.ts';
import { toFeed } from './feed-store.ts';

/** Stops the member's feed URL answering (404 from now on); 404 when none is live. */
export async function revokeFeed(ctx: AppContext, actor: Actor): Promise<CalendarFeed> {
  const memberId = memberScope(actor);
  const language = await memberLanguage(ctx.db, memberId);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.memberId, memberId), isNull(calendarFeeds.revokedAt)))
      .returning();
    if (!row) throw notFound('You have no calendar feed.');
    await writeAudit(tx, actor, {
      action: 'calendar.feed.revoke',
      entity: 'calendar_feed',
      entityId: row.id,
      before: { memberId, language: row.language },
    });
  });
  return toFeed(undefined, language);
}
