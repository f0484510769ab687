import type { BroadcastDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readBroadcastDetail } from './view.ts';

/** One broadcast with its body and its deliveries' counts by status and channel. */
export async function getBroadcast(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<BroadcastDetail> {
  return readBroadcastDetail(ctx.db, input.id);
}
