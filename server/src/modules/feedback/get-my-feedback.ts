import type { FeedbackDetail } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readFeedbackDetail } from './view.ts';

/** One of the member's own feedback with the conversation (no internal notes); 404 for another's. */
export async function getMyFeedback(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<FeedbackDetail> {
  return readFeedbackDetail(ctx.db, input.id, ctx.clock.now(), { memberId: memberScope(actor) });
}
