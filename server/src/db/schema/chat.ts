import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHAT_STATUSES } from '@club/contracts';
import { createdAt, serialId, timestamps, timestampTz } from './columns.ts';
import { feedback } from './feedback.ts';
import { inList } from './in-list.ts';
import { memberRef, ownerMember, staffRef } from './people-columns.ts';

/**
 * A member's chat with the club office (issue 34): one a member, made on first use; open while
 * a conversation goes on (a new message from the member opens it again), closed by the office
 * (or when turned into feedback, which it then links). The read marks are the last message each
 * side has read (the receipts).
 */
export const chats = pgTable(
  'chats',
  {
    id: serialId(),
    memberId: ownerMember(),
    status: text('status', { enum: CHAT_STATUSES }).notNull().default('open'),
    assignedStaffId: staffRef('assigned_staff_id'),
    feedbackId: integer('feedback_id').references(() => feedback.id, { onDelete: 'set null' }),
    memberReadId: integer('member_read_id'),
    officeReadId: integer('office_read_id'),
    lastMessageAt: timestampTz('last_message_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('chats_member_uq').on(t.memberId),
    index('chats_status_last_idx').on(t.status, t.lastMessageAt),
    check('chats_status_ck', inList(t.status, CHAT_STATUSES)),
  ],
);

/**
 * A chat's message: written by the member or by a staff user (exactly one). The sender's client
 * id is unique in its chat: a message sent again by a flaky connection is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorMemberId: memberRef('author_member_id'),
    authorStaffId: staffRef('author_staff_id'),
    clientId: uuid('client_id').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_uq').on(t.chatId, t.clientId),
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    check(
      'chat_messages_author_ck',
      sql`(${t.authorMemberId} is null) <> (${t.authorStaffId} is null)`,
    ),
  ],
);

/** A file attached to a chat message (stored by the storage port, area 'chat'). */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serialId(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_message_idx').on(t.messageId)],
);

/**
 * The member's open live streams of their chat, one row a stream, kept fresh while it is open
 * (every server process writes its own): no fresh row when the office answers, the member is
 * offline and gets a notification.
 */
export const chatWatchers = pgTable(
  'chat_watchers',
  {
    id: uuid('id').primaryKey(),
    memberId: ownerMember(),
    until: timestampTz('until').notNull(),
  },
  (t) => [index('chat_watchers_member_idx').on(t.memberId, t.until)],
);
