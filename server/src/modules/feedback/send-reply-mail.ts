import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback, feedbackMessages, members } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { getSettingsRow } from '../settings/index.ts';
import { feedbackMails } from './mails.ts';
import type { FeedbackReplied } from './topics.ts';

/**
 * The handler of `feedback.replied`: mails the member the office's reply in their language,
 * with the way to the conversation (nothing when the member has no email on file, or the
 * message is a note).
 */
export async function sendReplyMail(
  ctx: AppContext,
  _actor: Actor,
  input: FeedbackReplied,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        f: feedback,
        m: members,
        body: feedbackMessages.body,
        internal: feedbackMessages.internal,
      })
      .from(feedbackMessages)
      .innerJoin(feedback, eq(feedback.id, feedbackMessages.feedbackId))
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(eq(feedbackMessages.id, input.messageId));
    if (!row?.m.email || row.internal) return;
    const settings = await getSettingsRow(tx);
    const url = `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/feedbacks/FeedBackDetail/${row.f.id}`;
    const to = {
      email: row.m.email,
      name: `${row.m.firstName} ${row.m.lastName}`,
      language: row.m.language,
    };
    await enqueueMail(
      tx,
      feedbackMails.replied(to, settings.clubName, row.f.subject, row.body, url),
    );
  });
}
