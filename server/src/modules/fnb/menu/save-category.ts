import { eq } from 'drizzle-orm';
import type { Category, categoryRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories, fnbItems } from '../../../db/schema/index.ts';
import { conflict } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { categoryRow, categoryCounts } from './menu-store.ts';
import { toCategory } from './view.ts';

type Values = z.output<typeof categoryRequest>;

/**
 * Adds a category (id null) or changes one. A category with items keeps its outlet (the
 * items are that outlet's); to move them, make a new category there.
 */
export async function saveCategory(
  ctx: AppContext,
  actor: Actor,
  input: Values & { id: number | null },
): Promise<Category> {
  const { id, ...values } = input;
  return ctx.db.transaction(async (tx) => {
    let row: typeof fnbCategories.$inferSelect;
    if (id === null) {
      [row] = (await tx.insert(fnbCategories).values(values).returning()) as [typeof row];
      await writeAudit(tx, actor, {
        action: 'fnb.category.create',
        entity: 'fnb_category',
        entityId: row.id,
        after: values,
      });
    } else {
      const before = await categoryRow(tx, id, true);
      if (before.outlet !== values.outlet) {
        const [item] = await tx
          .select({ id: fnbItems.id })
          .from(fnbItems)
          .where(eq(fnbItems.categoryId, id))
          .limit(1);
        if (item) {
          throw conflict('A category with items stays in its outlet.', 'conflict', {
            errors: [{ field: 'outlet', message: 'A category with items stays in its outlet.' }],
          });
        }
      }
      [row] = (await tx
        .update(fnbCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(fnbCategories.id, id))
        .returning()) as [typeof row];
      await writeAudit(tx, actor, {
        action: 'fnb.category.update',
        entity: 'fnb_category',
        entityId: id,
        before,
        after: values,
      });
    }
    const counts = await categoryCounts(tx, [row.id]);
    return toCategory(row, counts.get(row.id)!);
  });
}
