import type { FnbOrder, Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { conflict } from '../../../lib/errors.ts';
import { retryRefunds } from '../../payments/index.ts';
import { lockOrder } from './order-changes.ts';
import { loadOrder } from './order-view.ts';

/**
 * Staff send a card order's refunds the provider gave up on to the provider again (after
 * fixing what it refused for, e.g. in the provider's dashboard). Nothing given up: 409.
 */
export async function retryOrderRefund(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; lang?: Language },
): Promise<FnbOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    const queued = order.paymentId ? await retryRefunds(tx, actor, order.paymentId) : 0;
    if (queued === 0) throw conflict('This order has no refused refund to try again.');
  });
  return loadOrder(ctx.db, input.id, { lang: input.lang });
}
