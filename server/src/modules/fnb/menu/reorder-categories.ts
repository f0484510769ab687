import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { listOfFirst, reorderRows } from './menu-store.ts';

/** Puts an outlet's categories in the given order (all of them, each once). */
export async function reorderCategories(
  ctx: AppContext,
  actor: Actor,
  input: { ids: number[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const outlet = await listOfFirst(tx, fnbCategories.outlet, input.ids, 'No such category.');
    await reorderRows(tx, fnbCategories, eq(fnbCategories.outlet, outlet), input.ids);
    await writeAudit(tx, actor, {
      action: 'fnb.category.reorder',
      entity: 'fnb_outlet',
      entityId: outlet,
      after: { ids: input.ids },
    });
  });
}
