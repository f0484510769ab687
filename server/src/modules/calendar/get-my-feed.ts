import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeed } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { memberLanguage } from './calendar-context.ts';
import { toFeed } from './feed-store.ts';

/** Whether the member has a live feed (its URL is not kept: it was shown when made). */
export async function getMyFeed(ctx: AppContext, actor: Actor): Promise<CalendarFeed> {
  const memberId = memberScope(actor);
  const [row] = await ctx.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.memberId, memberId), isNull(calendarFeeds.revokedAt)));
  return toFeed(row, await memberLanguage(ctx.db, memberId));
}
