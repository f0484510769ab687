import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, STAFF_ROLES } from '@club/contracts';

/** Staff accounts: admin (A), editor (U), event manager (E). Codes are stored lower-case. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    passwordHash: text('password_hash').notNull(),
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    mustChange: boolean('must_change').notNull().default(false),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`),
  ],
);
