import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The office reads a member's account as the member sees it: the member's own read models,
 * scoped to the member of the address (an unknown member is 404). Reads only; nothing here
 * acts for the member.
 */
export async function reading(ctx: AppContext, actor: Actor, memberId: number): Promise<Actor> {
  const [row] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw notFound('No such member.');
  return { ...actor, actingForMemberId: memberId };
}
