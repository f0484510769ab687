import { orderNote, type FnbOrder, type Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { conflict } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { refundCardPart } from '../checkout/card-payment.ts';
import { lockOrder, moveOrder, reverseOrderCharge } from './order-changes.ts';
import { loadOrder } from './order-view.ts';

/**
 * The member cancels an order the kitchen has not confirmed yet; the charge is reversed, and
 * a card order's payment refunded.
 */
export async function cancelMyOrder(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; lang?: Language },
): Promise<FnbOrder> {
  const memberId = memberScope(actor);
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id, memberId);
    if (order.status !== 'ordered') {
      throw conflict('The kitchen has already taken this order; ask the club to cancel it.');
    }
    await moveOrder(tx, actor, order, 'cancelled', { note: orderNote('cancelled_by_member') });
    const reversed = await reverseOrderCharge(tx, actor, order, 'cancelled');
    await refundCardPart(tx, actor, order, {
      amount: reversed,
      key: 'cancelled',
      reason: 'Cancelled by the member.',
    });
    await writeAudit(tx, actor, {
      action: 'fnb.order.cancel',
      entity: 'fnb_order',
      entityId: order.id,
    });
  });
  return loadOrder(ctx.db, input.id, { memberId, lang: input.lang });
}
