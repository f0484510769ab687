import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { siteImages } from '../../db/schema/index.ts';
import { removeEntry } from './collection-store.ts';

/** Removes a home banner or gallery photo (audited); an unknown id is not found. */
export async function removeSiteImage(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await removeEntry(ctx, actor, siteImages, input.id);
}
