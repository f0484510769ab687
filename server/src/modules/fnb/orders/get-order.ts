import type { FnbOrder, Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { loadOrder } from './order-view.ts';

/** One order, for staff (restaurant/OrderDetail/{id}, the kitchen's ticket), in their language. */
export async function getOrder(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number; lang?: Language },
): Promise<FnbOrder> {
  return loadOrder(ctx.db, input.id, { lang: input.lang });
}
