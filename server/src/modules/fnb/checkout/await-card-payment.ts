import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbOrders } from '../../../db/schema/index.ts';
import { paymentText, recordPayment } from '../../payments/index.ts';

/**
 * A card order's payment (purpose 'fnb_order', created by the payments module), linked to the
 * order, which waits for it: the capture places it (card-payment.ts). Answers the waiting
 * order and the payment.
 */
export async function awaitCardPayment(
  ctx: AppContext,
  tx: DbOrTx,
  actor: Actor,
  order: typeof fnbOrders.$inferSelect,
  currency: string,
) {
  const payment = await recordPayment(ctx, actor, {
    tx,
    purpose: 'fnb_order',
    reference: String(order.id),
    memberId: order.memberId,
    text: paymentText({
      key: 'fnb.order_payment',
      params: { outlet: order.outlet, orderId: order.id },
    }),
    amount: order.total,
    currency,
    audited: { purpose: 'fnb_order', reference: order.id, amount: order.total },
  });
  const [waiting] = await tx
    .update(fnbOrders)
    .set({ paymentId: payment!.id })
    .where(eq(fnbOrders.id, order.id))
    .returning();
  return { waiting: waiting!, payment: payment! };
}
