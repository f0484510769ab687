import { type EventCategoryTree } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { categoryTree } from './category-tree.ts';

/** The admin's tree (events/ManageCategory). */
export async function listEventCategories(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<EventCategoryTree> {
  return categoryTree(ctx.db, 'admin');
}
