import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { affiliatedClubs } from '../../db/schema/index.ts';
import { removeEntry } from './collection-store.ts';

/** Removes an affiliated club (audited); an unknown id is not found. */
export async function removeAffiliatedClub(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await removeEntry(ctx, actor, affiliatedClubs, input.id);
}
