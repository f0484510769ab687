import { eq } from 'drizzle-orm';
import type { Category } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { categoryRow, categoryCounts } from './menu-store.ts';
import { toCategory } from './view.ts';

/** Shows or hides a category (and so its items) on the members' menu. */
export async function setCategoryActive(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; active: boolean },
): Promise<Category> {
  return ctx.db.transaction(async (tx) => {
    const before = await categoryRow(tx, input.id, true);
    const [row] = await tx
      .update(fnbCategories)
      .set({ active: input.active, updatedAt: new Date() })
      .where(eq(fnbCategories.id, input.id))
      .returning();
    await writeAudit(tx, actor, {
      action: input.active ? 'fnb.category.activate' : 'fnb.category.deactivate',
      entity: 'fnb_category',
      entityId: input.id,
      before: { active: before.active },
      after: { active: input.active },
    });
    const counts = await categoryCounts(tx, [input.id]);
    return toCategory(row!, counts.get(input.id)!);
  });
}
