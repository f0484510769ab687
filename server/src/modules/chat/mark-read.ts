import { and, eq } from 'drizzle-orm';
import type { Chat, chatReadRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chatMessages, chats } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { chatChanged, lockChat, type Side } from './chat-store.ts';
import { readChat } from './view.ts';

/**
 * Marks a chat read by one side up to a message of it (a message of another chat: 400 naming
 * `messageId`); the mark never moves back.
 */
export async function markRead(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chatReadRequest> & Side,
): Promise<Chat> {
  await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, actor, input.id, input);
    const [m] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, input.messageId), eq(chatMessages.chatId, chat.id)));
    if (!m) throw badRequest('messageId', 'No such message in this chat.');
    const current = input.office ? chat.officeReadId : chat.memberReadId;
    if (current !== null && current >= m.id) return;
    await tx
      .update(chats)
      .set(input.office ? { officeReadId: m.id } : { memberReadId: m.id })
      .where(eq(chats.id, chat.id));
    await chatChanged(tx, chat);
  });
  return readChat(ctx.db, input.id, input.office);
}
