import {
  FNB_NEXT_STATUS,
  type FnbOrder,
  type FnbOrderStatus,
  type Language,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockOrder, moveOrder, orderChanged } from './order-changes.ts';
import { loadOrder } from './order-view.ts';

/**
 * The kitchen moves an order on (Ordered > Confirmed > Preparing > In transit or Ready for
 * pickup > Delivered). Only the workflow's next states; a collection order is never in
 * transit and a delivery is never ready for pickup. The version seen settles two staff at once.
 */
export async function advanceOrder(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; status: FnbOrderStatus; version: number; lang?: Language },
): Promise<FnbOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (order.version !== input.version) throw orderChanged();
    const from = order.status as FnbOrderStatus;
    const allowed = FNB_NEXT_STATUS[from].filter((s) =>
      order.fulfilment === 'club_delivery' ? s !== 'ready_for_pickup' : s !== 'in_transit',
    );
    if (!allowed.includes(input.status)) {
      throw new AppError(
        400,
        'validation_failed',
        `An order that is ${from} cannot become ${input.status}.`,
        {
          errors: [
            {
              field: 'status',
              message: `Next: ${allowed.join(', ') || 'nothing (the order is closed)'}.`,
            },
          ],
        },
      );
    }
    await moveOrder(tx, actor, order, input.status, { version: input.version });
    await writeAudit(tx, actor, {
      action: 'fnb.order.status',
      entity: 'fnb_order',
      entityId: order.id,
      before: { status: from },
      // The fulfilment names the last step: a collection order was collected, not delivered.
      after: { status: input.status, fulfilment: order.fulfilment },
    });
  });
  return loadOrder(ctx.db, input.id, { lang: input.lang });
}
