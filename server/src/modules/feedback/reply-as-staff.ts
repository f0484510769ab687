import type { FeedbackDetail, staffReplyRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { workingMinutes } from './targets.ts';
import { readFeedbackDetail } from './view.ts';
import { addMessage, addStep, lockFeedback, updateOnVersion } from './writes.ts';

/**
 * The office answers: a reply the member sees (the first one records when and after how many
 * working minutes; an open feedback moves to in progress; the member is mailed after the
 * commit, topic `feedback.replied`), or an internal note (`internal`), which nobody is told of.
 * A closed feedback takes notes only (409 for a reply).
 */
export async function replyAsStaff(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof staffReplyRequest> & { id: number },
): Promise<FeedbackDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const f = await lockFeedback(tx, input.id);
    if (!input.internal && f.status === 'closed') {
      throw conflict('This feedback is closed: only internal notes can be added.');
    }
    const first = !input.internal && f.firstReplyAt === null;
    const start = !input.internal && f.status === 'open';
    await updateOnVersion(
      tx,
      f,
      {
        ...(first
          ? { firstReplyAt: now, firstReplyMinutes: await workingMinutes(tx, f.createdAt, now) }
          : {}),
        ...(start ? { status: 'in_progress' as const } : {}),
      },
      now,
    );
    const messageId = await addMessage(tx, f.id, actor, input.message, input.internal, now);
    if (start) await addStep(tx, f.id, 'in_progress', actor, now);
    await writeAudit(tx, actor, {
      action: input.internal ? 'feedback.note' : 'feedback.reply',
      entity: 'feedback',
      entityId: f.id,
      before: { status: f.status },
      after: { status: start ? 'in_progress' : f.status, messageId },
    });
    if (!input.internal) {
      await enqueue(tx, 'feedback.replied', { feedbackId: f.id, messageId });
      // In the portal too (the mail above is the feedback's own: the bell adds no second one).
      await notifyMember(tx, f.memberId, {
        kind: 'feedback_reply',
        ref: `feedback:${f.id}:${messageId}`,
        params: { feedback: f.id, subject: f.subject },
        link: `/member/feedbacks/FeedBackDetail/${f.id}`,
      });
    }
  });
  return readFeedbackDetail(ctx.db, input.id, now, { office: true });
}
