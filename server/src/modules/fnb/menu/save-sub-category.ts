import { eq } from 'drizzle-orm';
import type { SubCategory, subCategoryRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbSubCategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { categoryRow, subCategoryRow, subCategoryItemCounts } from './menu-store.ts';
import { toSubCategory } from './view.ts';

/** Adds a sub-category to a category (`categoryId`) or changes one (`id`). */
export async function saveSubCategory(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof subCategoryRequest> &
    ({ id: number; categoryId?: undefined } | { id?: undefined; categoryId: number }),
): Promise<SubCategory> {
  const { id, categoryId, ...values } = input;
  return ctx.db.transaction(async (tx) => {
    let row: typeof fnbSubCategories.$inferSelect;
    if (id === undefined) {
      await categoryRow(tx, categoryId!);
      [row] = (await tx
        .insert(fnbSubCategories)
        .values({ ...values, categoryId: categoryId! })
        .returning()) as [typeof row];
      await writeAudit(tx, actor, {
        action: 'fnb.sub_category.create',
        entity: 'fnb_sub_category',
        entityId: row.id,
        after: { ...values, categoryId },
      });
    } else {
      const before = await subCategoryRow(tx, id);
      [row] = (await tx
        .update(fnbSubCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(fnbSubCategories.id, id))
        .returning()) as [typeof row];
      await writeAudit(tx, actor, {
        action: 'fnb.sub_category.update',
        entity: 'fnb_sub_category',
        entityId: id,
        before,
        after: values,
      });
    }
    const counts = await subCategoryItemCounts(tx, [row.id]);
    return toSubCategory(row, counts.get(row.id) ?? 0);
  });
}
