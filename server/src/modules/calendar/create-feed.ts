import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeed } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { memberLanguage } from './calendar-context.ts';
import { FEED_PATH, newToken, toFeed } from './feed-store.ts';

/**
 * Makes the member's private feed URL, or a new one (the old one stops answering): a random
 * token, kept hashed; the URL is in this answer only. Its entries read in the member's
 * language. Two at once: the database keeps one live feed per member (409 for the other).
 */
export async function createFeed(ctx: AppContext, actor: Actor): Promise<CalendarFeed> {
  const memberId = memberScope(actor);
  const language = await memberLanguage(ctx.db, memberId);
  const { token, hash } = newToken();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const revoked = await tx
        .update(calendarFeeds)
        .set({ revokedAt: new Date() })
        .where(and(eq(calendarFeeds.memberId, memberId), isNull(calendarFeeds.revokedAt)))
        .returning({ id: calendarFeeds.id });
      const [feed] = await tx
        .insert(calendarFeeds)
        .values({ memberId, tokenHash: hash, language })
        .returning();
      await writeAudit(tx, actor, {
        action: revoked.length ? 'calendar.feed.regenerate' : 'calendar.feed.create',
        entity: 'calendar_feed',
        entityId: feed!.id,
        before: revoked.length ? { feedId: revoked[0]!.id } : undefined,
        after: { memberId, language },
      });
      return feed!;
    });
    // The API is served at the root (the web app below BASE_PATH).
    const url = `${ctx.config.publicUrl}${FEED_PATH}/${token}.ics`;
    return toFeed(row, language, url);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Your feed was just changed. Reload and try again.');
    throw err;
  }
}
