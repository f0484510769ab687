import type { FnbOrder } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { loadOrder } from './order-view.ts';

/** One of the member's orders (another member's answers 404, as an unknown one does). */
export async function getMyOrder(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<FnbOrder> {
  return loadOrder(ctx.db, input.id, memberScope(actor));
}
