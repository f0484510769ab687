import { asc } from 'drizzle-orm';
import type { CommitteeMember } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { committeeMembers } from '../../db/schema/index.ts';
import { toCommitteeMember } from './collection-store.ts';

/** The Managing Committee, in its order. */
export async function listCommittee(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<CommitteeMember[]> {
  const rows = await ctx.db
    .select()
    .from(committeeMembers)
    .orderBy(asc(committeeMembers.sort), asc(committeeMembers.id));
  return rows.map(toCommitteeMember);
}
