import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Chat, ChatMessage } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { chatFiles, chatMessages, chats, members, staffUsers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** How many of the latest messages a chat is read with. */
export const CHAT_MESSAGES_SHOWN = 200;

/** A chat as the contract shows it, with its latest messages; staff names only for the office. */
export async function readChat(db: DbOrTx, id: number, office: boolean): Promise<Chat> {
  const [c] = await db
    .select({
      chat: chats,
      first: members.firstName,
      last: members.lastName,
      code: members.code,
      staffName: staffUsers.name,
    })
    .from(chats)
    .innerJoin(members, eq(members.id, chats.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, chats.assignedStaffId))
    .where(eq(chats.id, id));
  if (!c) throw notFound('No such chat.');
  const rows = (
    await db
      .select({ m: chatMessages, staffName: staffUsers.name })
      .from(chatMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, chatMessages.authorStaffId))
      .where(eq(chatMessages.chatId, id))
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_MESSAGES_SHOWN)
  ).reverse();
  const files =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(chatFiles)
          .where(
            inArray(
              chatFiles.messageId,
              rows.map((r) => r.m.id),
            ),
          )
          .orderBy(asc(chatFiles.id));
  const messages: ChatMessage[] = rows.map(({ m, staffName }) => ({
    id: m.id,
    clientId: m.clientId,
    from: m.authorStaffId === null ? 'member' : 'office',
    staffName: office ? staffName : null,
    text: m.text,
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({ id: f.id, name: f.name, type: f.type, size: f.size })),
    at: m.createdAt.toISOString(),
  }));
  return {
    id: c.chat.id,
    memberId: c.chat.memberId,
    memberName: `${c.first} ${c.last}`.trim(),
    memberCode: c.code,
    status: c.chat.status,
    assignedStaffId: office ? c.chat.assignedStaffId : null,
    assignedStaffName: office ? c.staffName : null,
    feedbackId: c.chat.feedbackId,
    memberReadId: c.chat.memberReadId,
    officeReadId: c.chat.officeReadId,
    messages,
  };
}
