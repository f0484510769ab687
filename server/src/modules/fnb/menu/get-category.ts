import { asc, eq } from 'drizzle-orm';
import type { CategoryDetail } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbSubCategories } from '../../../db/schema/index.ts';
import { categoryCounts, categoryRow, subCategoryItemCounts } from './menu-store.ts';
import { toCategory, toSubCategory } from './view.ts';

/** One category with its sub-categories in menu order (restaurant/ManageSubCategory/{id}). */
export async function getCategory(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<CategoryDetail> {
  const row = await categoryRow(ctx.db, input.id);
  const subs = await ctx.db
    .select()
    .from(fnbSubCategories)
    .where(eq(fnbSubCategories.categoryId, row.id))
    .orderBy(asc(fnbSubCategories.sort), asc(fnbSubCategories.name), asc(fnbSubCategories.id));
  const [counts, itemCounts] = await Promise.all([
    categoryCounts(ctx.db, [row.id]),
    subCategoryItemCounts(
      ctx.db,
      subs.map((s) => s.id),
    ),
  ]);
  return {
    category: toCategory(row, counts.get(row.id)!),
    subCategories: subs.map((s) => toSubCategory(s, itemCounts.get(s.id) ?? 0)),
  };
}
