import { desc } from 'drizzle-orm';
import type { MagazineIssue } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { magazineIssues } from '../../db/schema/index.ts';
import { toIssue } from './magazine-view.ts';

/** The issues of Clubman, newest first: the first is the current issue, the rest the archive. */
export async function listMagazineIssues(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<MagazineIssue[]> {
  const rows = await ctx.db
    .select()
    .from(magazineIssues)
    .orderBy(desc(magazineIssues.issueDate), desc(magazineIssues.id));
  return rows.map(toIssue);
}
