import { and, eq, isNull } from 'drizzle-orm';
import type { calendarFeedParams, Language } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { calendarBasics } from './calendar-context.ts';
import { hashToken } from './feed-store.ts';

/** How far back the feed lists bookings (stays and events that ended since). */
const PAST_DAYS = 30;

/**
 * A member's feed, read by their calendar app without a session: their confirmed stays and
 * events (from a month ago on) in the language kept on the feed; 404 for an unknown or revoked
 * token.
 */
export async function readFeed(
  ctx: AppContext,
  _actor: Actor,
  input: z.output<typeof calendarFeedParams>,
): Promise<string> {
  const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(input.file);
  if (!match) throw notFound('No such calendar feed.');
  const [feed] = await ctx.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, hashToken(match[1]!)), isNull(calendarFeeds.revokedAt)));
  if (!feed) throw notFound('No such calendar feed.');
  const { query, today, render, areas } = await calendarBasics(
    ctx,
    feed.memberId,
    feed.language as Language,
  );
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - PAST_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const lists = await Promise.all(
    Object.values(areas).map((area) => area.all(ctx.db, { ...query, since })),
  );
  return render(
    lists
      .flat()
      .sort((a, b) =>
        `${a.start.date}${a.start.time}`.localeCompare(`${b.start.date}${b.start.time}`),
      ),
  );
}
