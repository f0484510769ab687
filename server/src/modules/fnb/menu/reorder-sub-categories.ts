import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbSubCategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { categoryRow, reorderRows } from './menu-store.ts';

/** Puts a category's sub-categories in the given order (all of them, each once). */
export async function reorderSubCategories(
  ctx: AppContext,
  actor: Actor,
  input: { categoryId: number; ids: number[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await categoryRow(tx, input.categoryId);
    await reorderRows(
      tx,
      fnbSubCategories,
      eq(fnbSubCategories.categoryId, input.categoryId),
      input.ids,
    );
    await writeAudit(tx, actor, {
      action: 'fnb.sub_category.reorder',
      entity: 'fnb_category',
      entityId: input.categoryId,
      after: { ids: input.ids },
    });
  });
}
