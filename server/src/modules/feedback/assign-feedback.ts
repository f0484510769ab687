import { and, eq } from 'drizzle-orm';
import type { assignFeedbackRequest, FeedbackDetail } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { badField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { readFeedbackDetail } from './view.ts';
import { feedbackChanged, lockFeedback, updateOnVersion } from './writes.ts';

/**
 * Assigns a feedback to an active staff user (400 naming `assigneeId` for another) or to
 * nobody, on the version the caller saw (409 `feedback_changed` when it moved on).
 */
export async function assignFeedback(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof assignFeedbackRequest> & { id: number },
): Promise<FeedbackDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (input.assigneeId !== null) {
      const [staff] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, input.assigneeId), eq(staffUsers.active, true)));
      if (!staff) throw badField('assigneeId', 'validation.oneOf');
    }
    const f = await lockFeedback(tx, input.id);
    if (f.version !== input.version) throw feedbackChanged();
    await updateOnVersion(tx, f, { assignedTo: input.assigneeId }, now);
    await writeAudit(tx, actor, {
      action: 'feedback.assign',
      entity: 'feedback',
      entityId: f.id,
      before: { assignedTo: f.assignedTo },
      after: { assignedTo: input.assigneeId },
    });
  });
  return readFeedbackDetail(ctx.db, input.id, now, { office: true });
}
