import type { FeedbackDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readFeedbackDetail } from './view.ts';

/** One feedback for the office: the conversation with the internal notes, the history. */
export async function getFeedback(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<FeedbackDetail> {
  return readFeedbackDetail(ctx.db, input.id, ctx.clock.now(), { office: true });
}
