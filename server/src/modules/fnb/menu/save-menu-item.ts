import { eq } from 'drizzle-orm';
import { clubNow } from '../../settings/index.ts';
import type { MenuItem, menuItemRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbCategories, fnbItems, fnbSubCategories } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { itemById } from './menu-store.ts';
import { toMenuItem } from './view.ts';

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, {
    errors: [{ field, message }],
  });

/** The item's outlet: its category's; the sub-category must be one of that category's. */
async function placeOf(tx: DbOrTx, categoryId: number, subCategoryId: number | null) {
  const [category] = await tx
    .select({ outlet: fnbCategories.outlet })
    .from(fnbCategories)
    .where(eq(fnbCategories.id, categoryId));
  if (!category) throw fieldError('categoryId', 'Choose one of the categories.');
  if (subCategoryId !== null) {
    const [sub] = await tx
      .select({ categoryId: fnbSubCategories.categoryId })
      .from(fnbSubCategories)
      .where(eq(fnbSubCategories.id, subCategoryId));
    if (!sub || sub.categoryId !== categoryId) {
      throw fieldError('subCategoryId', 'Choose a sub-category of the chosen category.');
    }
  }
  return category.outlet;
}

/** Adds a menu item (id null) or changes one; audited in the same transaction. */
export async function saveMenuItem(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof menuItemRequest> & { id: number | null },
): Promise<MenuItem> {
  const { id, ...values } = input;
  const now = await clubNow(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const outlet = await placeOf(tx, values.categoryId, values.subCategoryId);
    if (id === null) {
      const [row] = await tx
        .insert(fnbItems)
        .values({ ...values, outlet })
        .returning({ id: fnbItems.id });
      await writeAudit(tx, actor, {
        action: 'fnb.item.create',
        entity: 'fnb_item',
        entityId: row!.id,
        after: values,
      });
      return row!.id;
    }
    const [before] = await tx.select().from(fnbItems).where(eq(fnbItems.id, id)).for('update');
    if (!before) throw notFound('No such menu item.');
    await tx
      .update(fnbItems)
      .set({ ...values, outlet, updatedAt: new Date() })
      .where(eq(fnbItems.id, id));
    await writeAudit(tx, actor, {
      action: 'fnb.item.update',
      entity: 'fnb_item',
      entityId: id,
      before,
      after: values,
    });
    return id;
  });
  return toMenuItem(await itemById(ctx.db, saved), now.date);
}
