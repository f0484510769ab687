import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { INBOX_SOURCES, INBOX_TAGS } from '@club/contracts';
import { timestampTz, updatedAt } from './columns.ts';
import { inList } from './in-list.ts';
import { ownerMember } from './people-columns.ts';

/** A message moved out of its own folder (inbox or sent); no row or null: where it came from. */
export const INBOX_MOVED_TO = ['spam', 'trash'] as const;

/**
 * The member's own state of one message of their inbox (issue 34): the messages themselves stay
 * where they are kept (a broadcast's delivery, a mail of the outbox, a feedback message), keyed
 * here by source and that row's id. No row: unread, not starred, in its own folder.
 */
export const inboxStates = pgTable(
  'inbox_states',
  {
    memberId: ownerMember(),
    source: text('source', { enum: INBOX_SOURCES }).notNull(),
    refId: integer('ref_id').notNull(),
    readAt: timestampTz('read_at'),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    movedTo: text('moved_to', { enum: INBOX_MOVED_TO }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.source, t.refId] }),
    check('inbox_states_source_ck', inList(t.source, INBOX_SOURCES)),
    check(
      'inbox_states_moved_ck',
      sql`${t.movedTo} is null or ${inList(t.movedTo, INBOX_MOVED_TO)}`,
    ),
    check(
      'inbox_states_tags_ck',
      sql`${t.tags} <@ array[${sql.raw(INBOX_TAGS.map((x) => `'${x}'`).join(', '))}]::text[]`,
    ),
  ],
);
