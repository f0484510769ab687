import type { FeedbackDetail, feedbackStatusRequest, FeedbackStatus } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../audit/index.ts';
import { workingMinutes } from './targets.ts';
import { readFeedbackDetail, type FeedbackRow } from './view.ts';
import { addStep, feedbackChanged, lockFeedback, updateOnVersion } from './writes.ts';

type Input = z.output<typeof feedbackStatusRequest> & { id: number };

/** The statuses each step starts from: closed is final. */
const FROM: Record<Input['status'], readonly FeedbackStatus[]> = {
  resolved: ['open', 'in_progress'],
  closed: ['resolved'],
  in_progress: ['resolved'],
};

/**
 * A status step by the office, on the version the caller saw: resolving records when and
 * after how many working minutes; closing is final; a resolved one may be reopened. Refused
 * (409 `feedback_changed`) from another status or version: of two staff racing, the database
 * refuses the second (the update is conditional on the version).
 */
export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  input: Input,
): Promise<FeedbackDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const f = await lockFeedback(tx, input.id);
    if (f.version !== input.version || !FROM[input.status].includes(f.status)) {
      throw feedbackChanged();
    }
    const set: Partial<FeedbackRow> = { status: input.status };
    if (input.status === 'resolved') {
      set.resolvedAt = now;
      set.resolutionMinutes = await workingMinutes(tx, f.createdAt, now);
    } else if (input.status === 'closed') {
      set.closedAt = now;
    } else {
      set.resolvedAt = null;
      set.resolutionMinutes = null;
    }
    await updateOnVersion(tx, f, set, now);
    await addStep(tx, f.id, input.status, actor, now, input.reason);
    await writeAudit(tx, actor, {
      action: 'feedback.status',
      entity: 'feedback',
      entityId: f.id,
      before: { status: f.status },
      after: { status: input.status, reason: input.reason },
    });
  });
  return readFeedbackDetail(ctx.db, input.id, now, { office: true });
}
