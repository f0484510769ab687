import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories } from '../../../db/schema/index.ts';
import { conflict } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { categoryRow, categoryCounts } from './menu-store.ts';

/** Deletes an empty category; one with sub-categories or items is refused, saying why. */
export async function removeCategory(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await categoryRow(tx, input.id, true);
    const { subCategoryCount, itemCount } = (await categoryCounts(tx, [input.id])).get(input.id)!;
    if (subCategoryCount > 0 || itemCount > 0) {
      throw conflict(
        `"${before.name}" still has ${subCategoryCount} sub-categories and ${itemCount} items: delete or move them first, or deactivate the category to hide it.`,
      );
    }
    await tx.delete(fnbCategories).where(eq(fnbCategories.id, input.id));
    await writeAudit(tx, actor, {
      action: 'fnb.category.delete',
      entity: 'fnb_category',
      entityId: input.id,
      before,
    });
  });
}
