import { asc, eq } from 'drizzle-orm';
import type { FeedbackAssigneesResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffUsers } from '../../db/schema/index.ts';

/** The active staff users a feedback may be assigned to, by name (the office's assignee choice). */
export async function listAssignees(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<FeedbackAssigneesResponse> {
  const items = await ctx.db
    .select({ id: staffUsers.id, code: staffUsers.code, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.active, true))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return { items };
}
