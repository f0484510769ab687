import { and, desc, eq } from 'drizzle-orm';
import type { FeedbackPage, myFeedbackQuery } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback } from '../../db/schema/index.ts';
import { readFeedbackPage } from './view.ts';

/** The member's own feedback, newest first, optionally of one status. */
export async function listMyFeedback(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof myFeedbackQuery>,
): Promise<FeedbackPage> {
  const memberId = memberScope(actor);
  return readFeedbackPage(
    ctx.db,
    input,
    and(
      eq(feedback.memberId, memberId),
      input.status ? eq(feedback.status, input.status) : undefined,
    ),
    [desc(feedback.createdAt), desc(feedback.id)],
    ctx.clock.now(),
    false,
  );
}
