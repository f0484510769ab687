import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '@club/contracts';
import { members } from './members.ts';
import { staffUsers } from './staff.ts';

/** The club's general settings: one row (id = 1). */
export const clubSettings = pgTable('club_settings', {
  id: smallint('id').primaryKey().default(1),
  clubName: text('club_name').notNull(),
  shortName: text('short_name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  itAdminEmail: text('it_admin_email').notNull(),
  clubTimings: text('club_timings').notNull(),
  officeTimings: text('office_timings').notNull(),
  financialYearStartMonth: smallint('financial_year_start_month').notNull().default(4),
  currency: text('currency').notNull().default('INR'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transactional outbox: jobs committed with the change that caused them, drained by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.availableAt)],
);

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
    index('audit_log_at_idx').on(t.at),
  ],
);
