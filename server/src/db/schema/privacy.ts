import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES, LANGUAGES } from '@club/contracts';
import { createdAt, serialId, timestampTz } from './columns.ts';
import { inList } from './in-list.ts';
import { members } from './members.ts';

/**
 * A member's download of all their own data (issue 35 item 1): asked for by the member, made
 * by the outbox worker (a JSON and a readable PDF in the member's language, kept in storage),
 * offered while its links have not expired; the hourly housekeeping removes the files of the
 * expired ones. At most one is pending per member (the partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serialId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    /** The language the PDF is written in (the member's when they asked). */
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The stored files' keys (storage area 'data-exports'), null until ready and once expired. */
    jsonKey: text('json_key'),
    pdfKey: text('pdf_key'),
    readyAt: timestampTz('ready_at'),
    expiresAt: timestampTz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('data_exports_one_pending_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    check('data_exports_status_ck', inList(t.status, DATA_EXPORT_STATUSES)),
  ],
);
