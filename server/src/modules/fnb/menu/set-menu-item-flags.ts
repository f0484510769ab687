import { eq } from 'drizzle-orm';
import { clubNow } from '../../settings/index.ts';
import type { MenuItem } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbItems } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { itemById } from './menu-store.ts';
import { toMenuItem } from './view.ts';

/**
 * The kitchen's and the office's one-click switches on an item: `active` (on the menu or not)
 * and `soldOut` (sold out for the club's today; it orders again tomorrow by itself).
 */
export async function setMenuItemFlags(
  ctx: AppContext,
  actor: Actor,
  input: { id: number } & ({ active: boolean } | { soldOut: boolean }),
): Promise<MenuItem> {
  const now = await clubNow(ctx);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: fnbItems.active, soldOutOn: fnbItems.soldOutOn })
      .from(fnbItems)
      .where(eq(fnbItems.id, input.id))
      .for('update');
    if (!before) throw notFound('No such menu item.');
    const change =
      'active' in input ? { active: input.active } : { soldOutOn: input.soldOut ? now.date : null };
    await tx
      .update(fnbItems)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(fnbItems.id, input.id));
    await writeAudit(tx, actor, {
      action:
        'active' in input
          ? input.active
            ? 'fnb.item.activate'
            : 'fnb.item.deactivate'
          : input.soldOut
            ? 'fnb.item.sold_out'
            : 'fnb.item.back_in_stock',
      entity: 'fnb_item',
      entityId: input.id,
      before,
      after: change,
    });
  });
  return toMenuItem(await itemById(ctx.db, input.id), now.date);
}
