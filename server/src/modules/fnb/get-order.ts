import type { FnbOrder } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { loadOrder } from './order-view.ts';

/** One order, for staff (restaurant/OrderDetail/{id}). */
export async function getOrder(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<FnbOrder> {
  return loadOrder(ctx.db, input.id);
}
