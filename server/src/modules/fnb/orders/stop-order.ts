import { FNB_OPEN_STATUSES, type FnbOrder, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { conflict } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { refundCardPart } from '../checkout/card-payment.ts';
import { lockOrder, moveOrder, orderChanged, reverseOrderCharge } from './order-changes.ts';
import { loadOrder } from './order-view.ts';

/**
 * Staff stop an order with a reason the member sees: `rejected` while it is Ordered (the
 * kitchen will not make it), `cancelled` at any state before Delivered. What it charged is
 * reversed in the same transaction, and a card order's payment refunded (through the outbox).
 */
export async function stopOrder(
  ctx: AppContext,
  actor: Actor,
  input: {
    id: number;
    as: 'rejected' | 'cancelled';
    reason: string;
    version: number;
    lang?: Language;
  },
): Promise<FnbOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (order.version !== input.version) throw orderChanged();
    const allowed =
      input.as === 'rejected'
        ? order.status === 'ordered'
        : (FNB_OPEN_STATUSES as readonly string[]).includes(order.status);
    if (!allowed) {
      throw conflict(
        input.as === 'rejected'
          ? 'Only an order not yet confirmed can be rejected; cancel it instead.'
          : `An order that is ${order.status} can no longer be cancelled.`,
      );
    }
    await moveOrder(tx, actor, order, input.as, { version: input.version, reason: input.reason });
    const reversed = await reverseOrderCharge(tx, actor, order, input.as);
    await refundCardPart(tx, actor, order, {
      amount: reversed,
      key: input.as,
      reason: `${input.as === 'rejected' ? 'Rejected' : 'Cancelled'} by the club: ${input.reason}`,
    });
    await writeAudit(tx, actor, {
      action: input.as === 'rejected' ? 'fnb.order.reject' : 'fnb.order.cancel',
      entity: 'fnb_order',
      entityId: order.id,
      before: { status: order.status },
      after: { status: input.as, reason: input.reason },
    });
  });
  return loadOrder(ctx.db, input.id, { lang: input.lang });
}
