import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbItems } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { listOfFirst, reorderRows } from './menu-store.ts';

/** Puts a category's items in the given order (all of them, each once). */
export async function reorderMenuItems(
  ctx: AppContext,
  actor: Actor,
  input: { ids: number[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const categoryId = await listOfFirst(tx, fnbItems.categoryId, input.ids, 'No such menu item.');
    await reorderRows(tx, fnbItems, eq(fnbItems.categoryId, categoryId), input.ids);
    await writeAudit(tx, actor, {
      action: 'fnb.item.reorder',
      entity: 'fnb_category',
      entityId: categoryId,
      after: { ids: input.ids },
    });
  });
}
