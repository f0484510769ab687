import { eq } from 'drizzle-orm';
import type { SubCategory } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbSubCategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { subCategoryItemCounts, subCategoryRow } from './menu-store.ts';
import { toSubCategory } from './view.ts';

/** Shows or hides a sub-category (and so its items) on the members' menu. */
export async function setSubCategoryActive(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; active: boolean },
): Promise<SubCategory> {
  return ctx.db.transaction(async (tx) => {
    const before = await subCategoryRow(tx, input.id);
    const [row] = await tx
      .update(fnbSubCategories)
      .set({ active: input.active, updatedAt: new Date() })
      .where(eq(fnbSubCategories.id, input.id))
      .returning();
    await writeAudit(tx, actor, {
      action: input.active ? 'fnb.sub_category.activate' : 'fnb.sub_category.deactivate',
      entity: 'fnb_sub_category',
      entityId: input.id,
      before: { active: before.active },
      after: { active: input.active },
    });
    const counts = await subCategoryItemCounts(tx, [input.id]);
    return toSubCategory(row!, counts.get(input.id) ?? 0);
  });
}
