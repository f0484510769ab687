import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@club/contracts';
import { serialId, timestampTz, createdAt } from './columns.ts';
import { ownerMember } from './people-columns.ts';
import { inList } from './in-list.ts';

/**
 * A member's private calendar feed: the SHA-256 of its secret token (the token itself is shown
 * once, in the URL the member subscribes to), the language its entries read in, and when it
 * was revoked. One live feed per member: regenerating revokes the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serialId(),
    memberId: ownerMember(),
    tokenHash: text('token_hash').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    revokedAt: timestampTz('revoked_at'),
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
