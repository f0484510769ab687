import { and, eq } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chatFiles, chatMessages, chats } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Side } from './chat-store.ts';

/** A chat attachment: for the chat's member, or for the office; 404 for anyone else. */
export async function readFile(
  ctx: AppContext,
  actor: Actor,
  input: { id: number } & Side,
): Promise<{ data: Buffer; contentType: string }> {
  const [f] = await ctx.db
    .select({ key: chatFiles.key })
    .from(chatFiles)
    .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        eq(chatFiles.id, input.id),
        input.office ? undefined : eq(chats.memberId, memberScope(actor)),
      ),
    );
  const file = f ? await ctx.storage.get(f.key) : null;
  if (!file) throw notFound('No such file.');
  return file;
}
