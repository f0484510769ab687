import { eq } from 'drizzle-orm';
import type { FnbOutlet } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbCategories } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { reorderRows } from './menu-store.ts';

/** Puts an outlet's categories in the given order (all of them, each once). */
export async function reorderCategories(
  ctx: AppContext,
  actor: Actor,
  input: { ids: number[] },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .select({ outlet: fnbCategories.outlet })
      .from(fnbCategories)
      .where(eq(fnbCategories.id, input.ids[0]!));
    if (!first) throw notFound('No such category.');
    const outlet = first.outlet as FnbOutlet;
    await reorderRows(tx, fnbCategories, eq(fnbCategories.outlet, outlet), input.ids);
    await writeAudit(tx, actor, {
      action: 'fnb.category.reorder',
      entity: 'fnb_outlet',
      entityId: outlet,
      after: { ids: input.ids },
    });
  });
}
