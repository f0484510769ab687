import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Notice } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notices } from '../../db/schema/index.ts';
import { getSettingsRow } from '../settings/index.ts';
import { toNotice } from './notice-view.ts';

/** The notices shown today (in the club's time zone), pinned first, newest next. */
async function noticesOfToday(ctx: AppContext, publicOnly: boolean): Promise<Notice[]> {
  const { timeZone } = await getSettingsRow(ctx.db);
  const today = sql`(now() at time zone ${timeZone})::date`;
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(
      and(
        lte(notices.showFrom, today),
        or(isNull(notices.showUntil), gte(notices.showUntil, today)),
        publicOnly ? eq(notices.audience, 'public') : undefined,
      ),
    )
    .orderBy(desc(notices.pinned), desc(notices.showFrom), desc(notices.id));
  return rows.map(toNotice);
}

/** The Notice Board (members and staff): every notice shown today, the members' too. */
export async function listCurrentNotices(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<Notice[]> {
  return noticesOfToday(ctx, false);
}

/** Everyone (the public site's /news): today's notices for everyone, never the members' own. */
export async function listPublicNotices(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<Notice[]> {
  return noticesOfToday(ctx, true);
}
