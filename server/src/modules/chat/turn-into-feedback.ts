import { and, asc, eq, isNull, isNotNull } from 'drizzle-orm';
import { FEEDBACK_MESSAGE_MAX, type Chat, type chatFeedbackRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chatMessages, chats } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { createFeedback } from '../feedback/index.ts';
import { chatChanged, lockChat } from './chat-store.ts';
import { readChat } from './view.ts';

/**
 * The office turns a complaint made in the chat into feedback for the member: the chat is taken
 * (closed, conditionally: a second turn is refused with 409), the feedback is made with the
 * member's messages as its first message, then linked. When the feedback cannot be made the
 * chat is opened again.
 */
export async function turnIntoFeedback(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chatFeedbackRequest>,
): Promise<Chat> {
  const now = ctx.clock.now();
  const chat = await ctx.db.transaction(async (tx) => {
    const c = await lockChat(tx, actor, input.id, { office: true });
    if (c.status !== 'open' || c.feedbackId !== null) {
      throw conflict('This chat is already closed.');
    }
    await tx.update(chats).set({ status: 'closed', updatedAt: now }).where(eq(chats.id, c.id));
    return c;
  });
  let feedbackId: number;
  try {
    const said = await ctx.db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), isNotNull(chatMessages.authorMemberId)))
      .orderBy(asc(chatMessages.id));
    const message =
      said
        .map((m) => m.text)
        .filter((x) => x)
        .join('\n')
        .slice(-FEEDBACK_MESSAGE_MAX)
        .trim() || input.subject;
    const made = await createFeedback(
      ctx,
      { ...actor, actingForMemberId: chat.memberId },
      { category: input.category, subject: input.subject, message, rating: input.rating },
    );
    feedbackId = made.id;
  } catch (err) {
    await ctx.db
      .update(chats)
      .set({ status: 'open' })
      .where(and(eq(chats.id, chat.id), isNull(chats.feedbackId)));
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(chats).set({ feedbackId, updatedAt: now }).where(eq(chats.id, chat.id));
    await writeAudit(tx, actor, {
      action: 'chat.feedback',
      entity: 'chat',
      entityId: chat.id,
      before: { status: chat.status },
      after: { status: 'closed', feedbackId },
    });
    await chatChanged(tx, chat);
  });
  return readChat(ctx.db, input.id, true);
}
