import { z } from 'zod';
import { MAX_PAGE_INDEX } from './primitives.ts';
import { OUTBOX_STATUSES } from './enums.ts';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One entry of the mail outbox as admins see it under "Mail outbox". */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One mail of the outbox, opened: its text as the recipient reads it, and where answers go. */
export const outboxMailSchema = outboxItemSchema.extend({
  text: z.string(),
  replyTo: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxPageSchema = z.object({
  items: z.array(outboxItemSchema),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
