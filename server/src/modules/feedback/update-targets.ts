import { sql } from 'drizzle-orm';
import type { FeedbackTargetsResponse, updateFeedbackTargetsRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedbackTargets } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { targetsOf } from './get-targets.ts';

/** Changes the targets of the categories named (feedback written from now on is due by them). */
export async function updateTargets(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updateFeedbackTargetsRequest>,
): Promise<FeedbackTargetsResponse> {
  return ctx.db.transaction(async (tx) => {
    const before = await targetsOf(tx);
    await tx
      .insert(feedbackTargets)
      .values(input.items)
      .onConflictDoUpdate({
        target: feedbackTargets.category,
        set: {
          firstReplyHours: sql`excluded.first_reply_hours`,
          resolutionHours: sql`excluded.resolution_hours`,
        },
      });
    const after = await targetsOf(tx);
    await writeAudit(tx, actor, {
      action: 'feedback.targets',
      entity: 'feedback_targets',
      before: before.items,
      after: after.items,
    });
    return after;
  });
}
