import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { staffUsers } from './staff.ts';

/** Who did what (and for whom, when acting as a member), with before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    actorStaffId: integer('actor_staff_id').references(() => staffUsers.id),
    actorMemberId: integer('actor_member_id').references(() => members.id),
    actedForMemberId: integer('acted_for_member_id').references(() => members.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The log's order (newest first, then id): a page is read off the index, however long the log.
    index('audit_log_at_id_idx').on(t.at, t.id),
  ],
);
