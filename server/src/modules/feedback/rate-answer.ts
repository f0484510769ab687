import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FeedbackDetail, rateFeedbackRequest } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { readFeedbackDetail } from './view.ts';

/**
 * The member rates the office's answer, once, when the feedback is resolved or closed: one
 * conditional update (not rated yet, in one of those states), so of two ratings at once one
 * wins and the other is refused (409).
 */
export async function rateAnswer(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof rateFeedbackRequest> & { id: number },
): Promise<FeedbackDetail> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [rated] = await tx
      .update(feedback)
      .set({ answerRating: input.rating, answerComment: input.comment, answerRatedAt: now })
      .where(
        and(
          eq(feedback.id, input.id),
          eq(feedback.memberId, memberId),
          isNull(feedback.answerRating),
          inArray(feedback.status, ['resolved', 'closed']),
        ),
      )
      .returning({ id: feedback.id });
    if (!rated) {
      const [f] = await tx
        .select({ rating: feedback.answerRating })
        .from(feedback)
        .where(and(eq(feedback.id, input.id), eq(feedback.memberId, memberId)));
      if (!f) throw notFound('No such feedback.');
      throw conflict(
        f.rating !== null
          ? 'You have rated this answer already.'
          : 'An answer can be rated once the feedback is resolved.',
      );
    }
    await writeAudit(tx, actor, {
      action: 'feedback.rate',
      entity: 'feedback',
      entityId: input.id,
      after: { answerRating: input.rating, answerComment: input.comment },
    });
  });
  return readFeedbackDetail(ctx.db, input.id, now, { memberId });
}
