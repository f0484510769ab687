import type { FnbOrder, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { loadOrder } from './order-view.ts';

/**
 * One of the member's orders (another member's answers 404, as an unknown one does), its
 * items' names in the reader's language.
 */
export async function getMyOrder(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; lang?: Language },
): Promise<FnbOrder> {
  return loadOrder(ctx.db, input.id, { memberId: memberScope(actor), lang: input.lang });
}
