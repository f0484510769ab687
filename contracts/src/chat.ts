import { z } from 'zod';
import { CHAT_AUTHORS, CHAT_STATUSES, CHAT_TEXT_MAX } from './enums.ts';
import { FEEDBACK_SUBJECT_MAX, feedbackCategorySchema, feedbackRatingSchema } from './feedback.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { boundedText, idSchema } from './primitives.ts';

/*
 * The front-office chat (SPEC.md §7 "/apps/chat"; issue 34): one chat a member with the club
 * office, its messages both ways (the member sees every staff user as "the office"), and the
 * read marks of both sides (the receipts). Paths: CHAT_API.
 */

export const chatStatusSchema = z.enum(CHAT_STATUSES, { message: 'validation.oneOf' });
export const chatAuthorSchema = z.enum(CHAT_AUTHORS);

/** The sender's id of a message: a message sent twice with the same one is stored once. */
export const chatClientIdSchema = z.uuid({ message: 'validation.invalid' });

export const chatAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().min(0),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  from: chatAuthorSchema,
  /** The staff user who wrote it (the office's view only; the member sees "the office"). */
  staffName: z.string().nullable(),
  text: z.string(),
  attachments: z.array(chatAttachmentSchema),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat with its latest messages, oldest first. */
export const chatSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberCode: z.string(),
  status: chatStatusSchema,
  assignedStaffId: z.number().int().nullable(),
  assignedStaffName: z.string().nullable(),
  feedbackId: z.number().int().nullable(),
  /** The last message the member has read (null: none). */
  memberReadId: z.number().int().nullable(),
  /** The last message the office has read (null: none): the member's "Seen". */
  officeReadId: z.number().int().nullable(),
  messages: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** The office's list: the open chats, unread first, then the latest. */
export const chatListQuery = listQuery.extend({
  status: chatStatusSchema.default('open'),
});
export type ChatListQueryInput = Partial<z.input<typeof chatListQuery>>;

export const chatListItemSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberCode: z.string(),
  status: chatStatusSchema,
  assignedStaffId: z.number().int().nullable(),
  assignedStaffName: z.string().nullable(),
  lastText: z.string(),
  lastAt: z.string().nullable(),
  /** The member's messages the office has not read. */
  unread: z.number().int().min(0),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;
export const chatPageSchema = pagedResponse(chatListItemSchema);
export type ChatPage = z.infer<typeof chatPageSchema>;

/** Sends a text (PUT addText): `id` is the chat's id; the same `clientId` twice is stored once. */
export const chatTextRequest = z.object({
  id: idSchema,
  text: boundedText(1, CHAT_TEXT_MAX),
  clientId: chatClientIdSchema,
});
export type ChatTextRequest = z.input<typeof chatTextRequest>;

/** The fields of an attachment's upload (multipart, beside the file `attachments`). */
export const chatAttachmentFields = z.object({
  id: idSchema,
  clientId: chatClientIdSchema,
});

/** Marks the chat read up to a message (PUT read). */
export const chatReadRequest = z.object({ id: idSchema, messageId: idSchema });
export type ChatReadRequest = z.input<typeof chatReadRequest>;

/** Hands a chat over to a colleague (PUT assign): an active staff user. */
export const chatAssignRequest = z.object({ id: idSchema, staffId: idSchema });
export type ChatAssignRequest = z.input<typeof chatAssignRequest>;

/** Turns a complaint into feedback (PUT feedback): the chat is linked and closed. */
export const chatFeedbackRequest = z.object({
  id: idSchema,
  category: feedbackCategorySchema,
  subject: boundedText(1, FEEDBACK_SUBJECT_MAX),
  /** How the member rated what they complain of, as the office read it (poor unless told). */
  rating: feedbackRatingSchema.default(1),
});
export type ChatFeedbackRequest = z.input<typeof chatFeedbackRequest>;

/** What a chat's live stream sends: the chat that changed. */
export const chatEventSchema = z.object({ chatId: z.number().int() });
export type ChatEvent = z.infer<typeof chatEventSchema>;
