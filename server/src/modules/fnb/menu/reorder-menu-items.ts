import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbItems } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { reorderRows } from './menu-store.ts';

/** Puts a category's items in the given order (all of them, each once). */
export async function reorderMenuItems(
  ctx: AppContext,
  actor: Actor,
  input: { ids: number[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .select({ categoryId: fnbItems.categoryId })
      .from(fnbItems)
      .where(eq(fnbItems.id, input.ids[0]!));
    if (!first) throw notFound('No such menu item.');
    await reorderRows(tx, fnbItems, eq(fnbItems.categoryId, first.categoryId), input.ids);
    await writeAudit(tx, actor, {
      action: 'fnb.item.reorder',
      entity: 'fnb_category',
      entityId: first.categoryId,
      after: { ids: input.ids },
    });
  });
}
