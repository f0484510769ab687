import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '@club/contracts';
import { serialId, timestampTz, createdAt } from './columns.ts';

/** Transactional outbox: jobs committed with the change that caused them, drained by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serialId(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestampTz('available_at').notNull().defaultNow(),
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestampTz('done_at'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.availableAt)],
);
