import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbSubCategories } from '../../../db/schema/index.ts';
import { conflict } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { subCategoryItemCounts, subCategoryRow } from './menu-store.ts';

/** Deletes a sub-category without items; one with items is refused, saying why. */
export async function removeSubCategory(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await subCategoryRow(tx, input.id);
    const items = (await subCategoryItemCounts(tx, [input.id])).get(input.id) ?? 0;
    if (items > 0) {
      throw conflict(
        `"${before.name}" still has ${items} items: move or delete them first, or deactivate the sub-category to hide it.`,
      );
    }
    await tx.delete(fnbSubCategories).where(eq(fnbSubCategories.id, input.id));
    await writeAudit(tx, actor, {
      action: 'fnb.sub_category.delete',
      entity: 'fnb_sub_category',
      entityId: input.id,
      before,
    });
  });
}
