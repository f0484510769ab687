import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { committeeMembers } from '../../db/schema/index.ts';
import { removeEntry } from './collection-store.ts';

/** Removes a committee member (audited); an unknown id is not found. */
export async function removeCommitteeMember(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await removeEntry(ctx, actor, committeeMembers, input.id);
}
