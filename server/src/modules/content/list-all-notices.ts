import { desc } from 'drizzle-orm';
import type { Notice } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notices } from '../../db/schema/index.ts';
import { toNotice } from './notice-view.ts';

/** Every notice, past and future (staff). */
export async function listAllNotices(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<Notice[]> {
  const rows = await ctx.db
    .select()
    .from(notices)
    .orderBy(desc(notices.pinned), desc(notices.showFrom), desc(notices.id));
  return rows.map(toNotice);
}
