import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chatFiles, chatMessages, chats } from '../../db/schema/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { chatChanged, memberOnline, type ChatRow, type Side } from './chat-store.ts';

export interface NewMessage {
  clientId: string;
  text: string;
  file?: { key: string; name: string; type: string; size: number };
}

/**
 * Writes a message in the caller's transaction (the chat locked), once per client id: a second
 * call with the same client id (a retry, or the same send twice at once: the unique index waits
 * for the first) writes nothing and answers the message already there. A new message moves the
 * chat's last time on, reopens it when the member writes, marks it read by its own side, tells
 * both sides, and notifies the member of an answer when they have no chat screen open.
 */
export async function writeMessage(
  tx: DbOrTx,
  actor: Actor,
  chat: ChatRow,
  side: Side,
  m: NewMessage,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      chatId: chat.id,
      authorMemberId: side.office ? null : chat.memberId,
      authorStaffId: side.office ? actor.staffId : null,
      clientId: m.clientId,
      text: m.text,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  if (!row) {
    const [old] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.clientId, m.clientId)));
    return { id: old!.id, created: false };
  }
  if (m.file) await tx.insert(chatFiles).values({ messageId: row.id, ...m.file });
  await tx
    .update(chats)
    .set({
      lastMessageAt: now,
      updatedAt: now,
      ...(side.office ? { officeReadId: row.id } : { memberReadId: row.id, status: 'open' }),
    })
    .where(eq(chats.id, chat.id));
  await chatChanged(tx, chat);
  if (side.office && !(await memberOnline(tx, chat.memberId, now))) {
    await notifyMember(tx, chat.memberId, {
      kind: 'chat_reply',
      ref: `chat:${row.id}`,
      params: { text: m.text.slice(0, 120) },
      link: '/apps/chat',
    });
  }
  return { id: row.id, created: true };
}
