import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, STAFF_ROLES } from '@club/contracts';
import { serialId, timestampTz, createdAt } from './columns.ts';

/** Staff accounts: admin (A), editor (U), event manager (E). Codes are stored lower-case. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    passwordHash: text('password_hash').notNull(),
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestampTz('temp_password_expires_at'),
    mustChange: boolean('must_change').notNull().default(false),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestampTz('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`),
  ],
);
