import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS, LINK_PURPOSES } from '@club/contracts';
import { serialId, timestampTz, createdAt, updatedAt } from './columns.ts';
import { members } from './members.ts';
import { staffUsers } from './staff.ts';

/** Server-side sessions; only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** An admin acting as a member (loginadminmember). */
    actingMemberId: integer('acting_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    mustChange: boolean('must_change').notNull().default(false),
    /** The account's sign-in before this one ("last sign-in" on the dashboard). */
    previousLoginAt: timestampTz('previous_login_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_staff_idx').on(t.staffId)],
);

/**
 * Failed sign-ins counted per identifier (whether or not an account has it), so a lockout
 * never tells that a code exists.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    identifier: text('identifier').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.identifier] })],
);

/** One-time links (activate online access, reset a PIN or password); stored hashed. */
export const authTokens = pgTable('auth_tokens', {
  id: serialId(),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: createdAt(),
});
