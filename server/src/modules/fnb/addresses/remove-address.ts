import { and, eq } from 'drizzle-orm';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbOrders, memberAddresses } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';

/** Removes one of the member's addresses that no order used. */
export async function removeAddress(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const memberId = memberScope(actor);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(memberAddresses)
      .where(and(eq(memberAddresses.id, input.id), eq(memberAddresses.memberId, memberId)))
      .for('update');
    if (!row) throw notFound('No such address.');
    const [used] = await tx
      .select({ id: fnbOrders.id })
      .from(fnbOrders)
      .where(eq(fnbOrders.addressId, input.id))
      .limit(1);
    if (used) {
      throw conflict('This address is on past orders and stays on them; edit it instead.');
    }
    await tx.delete(memberAddresses).where(eq(memberAddresses.id, input.id));
  });
}
