import type { Chat, chatTextRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { lockChat, type Side } from './chat-store.ts';
import { writeMessage } from './messages.ts';
import { readChat } from './view.ts';

/**
 * Sends a text to a chat: the member to their own (another's id: 404), the office to any, as
 * the office. The same client id twice is stored once; the answer is the chat either way.
 */
export async function sendText(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chatTextRequest> & Side,
): Promise<Chat> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, actor, input.id, input);
    await writeMessage(tx, actor, chat, input, { clientId: input.clientId, text: input.text }, now);
  });
  return readChat(ctx.db, input.id, input.office);
}
