import { z } from 'zod';
import { INBOX_FOLDERS, INBOX_MOVES, INBOX_SOURCES, INBOX_TAGS } from './enums.ts';
import { listQuery, pagedResponse } from './lists.ts';

/*
 * The member's inbox (SPEC.md §7 "/apps/mailbox"; issue 34): every message the club sent the
 * member (broadcasts, the portal's mails) and the member's own feedback messages ("sent"), read
 * from where they are kept; only the member's state of each (read, starred, important, tags, a
 * move to spam or trash) is the inbox's own. Paths: INBOX_API.
 */

export const inboxFolderSchema = z.enum(INBOX_FOLDERS, { message: 'validation.oneOf' });
export const inboxTagSchema = z.enum(INBOX_TAGS, { message: 'validation.oneOf' });
export const inboxSourceSchema = z.enum(INBOX_SOURCES);

/** A message's id: its source and the source row's id, e.g. `broadcast-12`, `mail-55`, `feedback-7`. */
export const inboxIdSchema = z
  .string()
  .regex(/^(broadcast|mail|feedback)-[1-9][0-9]{0,9}$/, { message: 'validation.id' })
  .refine((v) => Number(v.split('-')[1]) <= 2_147_483_647, { message: 'validation.id' });

const flag = z.enum(['true', 'false'], { message: 'validation.oneOf' }).optional();

export const INBOX_SORTS = ['date', 'subject'] as const;

/** The list: one folder (inbox unless told), optionally only starred, important or one tag. */
export const inboxQuery = listQuery.extend({
  sortBy: z.enum(INBOX_SORTS, { message: 'validation.oneOf' }).optional(),
  sortDir: z.enum(['asc', 'desc'], { message: 'validation.oneOf' }).default('desc'),
  folder: inboxFolderSchema.default('inbox'),
  starred: flag,
  important: flag,
  tag: inboxTagSchema.optional(),
});
export type InboxQueryInput = Partial<z.input<typeof inboxQuery>>;

export const inboxItemSchema = z.object({
  id: z.string(),
  source: inboxSourceSchema,
  folder: inboxFolderSchema,
  subject: z.string(),
  /** Who wrote it: the club, or (in "sent") the member. */
  from: z.string(),
  preview: z.string(),
  at: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  tags: z.array(inboxTagSchema),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = pagedResponse(inboxItemSchema).extend({
  /** Unread messages in the inbox folder (for the folder's badge). */
  unread: z.number().int().min(0),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/**
 * One message, opened: a broadcast's cleaned HTML (the server cleans it before it stores it),
 * or plain text (a mail's text part, a feedback message), never a mail's stored HTML.
 */
export const inboxMessageSchema = inboxItemSchema.extend({
  bodyHtml: z.string().nullable(),
  text: z.string().nullable(),
  /** What it belongs to in the portal: the broadcast's id, the feedback's id; a mail: null. */
  ownerId: z.number().int().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxIdParams = z.object({ id: inboxIdSchema });

/** Changes the member's state of one or several messages; a field left out is left as it is. */
export const inboxStateRequest = z
  .object({
    ids: z.array(inboxIdSchema).min(1, { message: 'validation.required' }).max(100, {
      message: 'validation.tooMany',
    }),
    starred: z.boolean().optional(),
    important: z.boolean().optional(),
    read: z.boolean().optional(),
    tags: z
      .array(inboxTagSchema)
      .max(INBOX_TAGS.length, { message: 'validation.tooMany' })
      .optional(),
    folder: z.enum(INBOX_MOVES, { message: 'validation.oneOf' }).optional(),
  })
  .strict();
export type InboxStateRequest = z.infer<typeof inboxStateRequest>;

export const inboxStateResponse = z.object({ updated: z.number().int().min(0) });
export type InboxStateResponse = z.infer<typeof inboxStateResponse>;
