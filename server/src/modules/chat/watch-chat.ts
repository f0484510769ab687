import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chatWatchers } from '../../db/schema/index.ts';

/** How long a stream counts as open without being refreshed (its process may have died). */
export const WATCH_FRESH_MS = 60_000;
const REFRESH_MS = 20_000;

/**
 * The member opens their chat's live stream: a row says they are online (any server process
 * reads it), refreshed while it is open and removed when it closes (a crashed process's row goes
 * stale). Answers how to stop watching.
 */
export async function watchChat(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<() => void> {
  const memberId = memberScope(actor);
  const id = randomUUID();
  const until = () => new Date(ctx.clock.now().getTime() + WATCH_FRESH_MS);
  await ctx.db.insert(chatWatchers).values({ id, memberId, until: until() });
  await ctx.db.execute(
    sql`delete from chat_watchers where until < ${new Date(ctx.clock.now().getTime() - WATCH_FRESH_MS).toISOString()}::timestamptz`,
  );
  const timer = setInterval(() => {
    ctx.db
      .update(chatWatchers)
      .set({ until: until() })
      .where(eq(chatWatchers.id, id))
      .catch((err: unknown) => ctx.log.warn({ err }, 'a chat watch could not be refreshed'));
  }, REFRESH_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    ctx.db
      .delete(chatWatchers)
      .where(eq(chatWatchers.id, id))
      .catch((err: unknown) => ctx.log.warn({ err }, 'a chat watch could not be removed'));
  };
}
