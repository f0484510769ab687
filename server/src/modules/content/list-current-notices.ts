import { and, desc, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Notice } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notices } from '../../db/schema/index.ts';
import { getSettingsRow } from '../settings/index.ts';
import { toNotice } from './notice-view.ts';

/** The Notice Board: notices shown today (in the club's time zone), pinned first, newest next. */
export async function listCurrentNotices(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<Notice[]> {
  const { timeZone } = await getSettingsRow(ctx.db);
  const today = sql`(now() at time zone ${timeZone})::date`;
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(
      and(
        lte(notices.showFrom, today),
        or(isNull(notices.showUntil), gte(notices.showUntil, today)),
      ),
    )
    .orderBy(desc(notices.pinned), desc(notices.showFrom), desc(notices.id));
  return rows.map(toNotice);
}
