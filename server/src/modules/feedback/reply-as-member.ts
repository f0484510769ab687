import type { FeedbackDetail, memberReplyRequest } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { readFeedbackDetail } from './view.ts';
import { addMessage, addStep, lockFeedback, updateOnVersion } from './writes.ts';

/**
 * The member writes again on their own feedback: refused (409) once it is closed; on a
 * resolved one it reopens it (in progress, its resolution to be counted again).
 */
export async function replyAsMember(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof memberReplyRequest> & { id: number },
): Promise<FeedbackDetail> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const f = await lockFeedback(tx, input.id, memberId);
    if (f.status === 'closed') {
      throw conflict('This feedback is closed. Write a new one if something is still wrong.');
    }
    const reopen = f.status === 'resolved';
    await updateOnVersion(
      tx,
      f,
      reopen ? { status: 'in_progress', resolvedAt: null, resolutionMinutes: null } : {},
      now,
    );
    const messageId = await addMessage(tx, f.id, actor, input.message, false, now);
    if (reopen) await addStep(tx, f.id, 'in_progress', actor, now, 'Member wrote again');
    await writeAudit(tx, actor, {
      action: 'feedback.reply',
      entity: 'feedback',
      entityId: f.id,
      before: { status: f.status },
      after: { status: reopen ? 'in_progress' : f.status, messageId },
    });
  });
  return readFeedbackDetail(ctx.db, input.id, now, { memberId });
}
