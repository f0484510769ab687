import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbItems } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { isStillReferenced } from './menu-store.ts';

/**
 * Deletes a menu item nobody has ordered yet. One on past orders stays (the orders and
 * invoices name it): the refusal says to deactivate it instead.
 */
export async function removeMenuItem(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.delete(fnbItems).where(eq(fnbItems.id, input.id)).returning();
      if (!before) throw notFound('No such menu item.');
      await writeAudit(tx, actor, {
        action: 'fnb.item.delete',
        entity: 'fnb_item',
        entityId: input.id,
        before,
      });
    });
  } catch (err) {
    if (!isStillReferenced(err)) throw err;
    throw conflict(
      'This item is on past orders and stays for their invoices: deactivate it to take it off the menu.',
    );
  }
}
