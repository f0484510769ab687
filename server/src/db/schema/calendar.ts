import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLUB_ITEM_KINDS, LANGUAGES } from '@club/contracts';
import { serialId, timestampTz, createdAt, versioned } from './columns.ts';
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

/**
 * The club calendar's items the staff add: a facility's closure or special timing, or a club
 * note, from `starts_at` to `ends_at` (an all-day item: club midnights, the end the day after
 * its last). `version` moves on with every change (a PUT names the one it read).
 */
export const clubCalendarItems = pgTable(
  'club_calendar_items',
  {
    id: serialId(),
    kind: text('kind', { enum: CLUB_ITEM_KINDS }).notNull(),
    facility: text('facility'),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('club_calendar_items_range_idx').on(t.startsAt, t.endsAt),
    check('club_calendar_items_kind_ck', inList(t.kind, CLUB_ITEM_KINDS)),
    check('club_calendar_items_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
