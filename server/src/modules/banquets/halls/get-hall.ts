import type { BanquetHall } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { hallById } from './store.ts';

/** One hall, as the admin edits it. */
export async function getHall(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<BanquetHall> {
  return hallById(ctx.db, input.id);
}
