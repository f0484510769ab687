import { FEEDBACK_CATEGORIES, type FeedbackTargetsResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { feedbackTargets } from '../../db/schema/index.ts';

/** Every category's targets, in the categories' order. */
export async function targetsOf(db: DbOrTx): Promise<FeedbackTargetsResponse> {
  const rows = await db.select().from(feedbackTargets);
  return {
    items: FEEDBACK_CATEGORIES.flatMap((category) => rows.filter((r) => r.category === category)),
  };
}

/** The response targets by category, in working hours. */
export async function getTargets(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<FeedbackTargetsResponse> {
  return targetsOf(ctx.db);
}
