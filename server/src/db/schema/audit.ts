import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestampTz } from './columns.ts';
import { memberRef, staffRef } from './people-columns.ts';

/** Who did what (and for whom, when acting as a member), with before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: timestampTz('at')
      .notNull()
      .default(sql`now()`),
    actorStaffId: staffRef('actor_staff_id'),
    actorMemberId: memberRef('actor_member_id'),
    actedForMemberId: memberRef('acted_for_member_id'),
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
    // The analytics' lapsed members: one action's entries over a range of days.
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
