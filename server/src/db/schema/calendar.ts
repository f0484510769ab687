import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@club/contracts';
import { inList } from './in-list.ts';
import { members } from './members.ts';

/**
 * A member's private calendar feed: the SHA-256 of its secret token (the token itself is shown
 * once, in the URL the member subscribes to), the language its entries read in, and when it
 * was revoked. One live feed per member: regenerating revokes the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_uq')
      .on(t.memberId)
      .where(sql`${t.revokedAt} is null`),
    index('calendar_feeds_member_idx').on(t.memberId),
    check('calendar_feeds_language_ck', inList(t.language, LANGUAGES)),
  ],
);
