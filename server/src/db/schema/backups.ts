import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestampTz } from './columns.ts';
import { inList } from './in-list.ts';

/** What started a backup: `npm run backup` (directly or through the running server) or the schedule. */
export const BACKUP_TRIGGERS = ['manual', 'schedule'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/**
 * Every backup taken (ops/backup-runs.ts), written when it ends: a backup's own row comes after
 * its snapshot, so it is not in its own archive. A failed one has `ok` false and its error.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serialId(),
    startedAt: timestampTz('started_at').notNull(),
    finishedAt: timestampTz('finished_at').notNull(),
    /** The archive's file name in BACKUP_DIR (null when it failed). */
    archive: text('archive'),
    bytes: bigint('bytes', { mode: 'number' }),
    rows: integer('rows'),
    tables: integer('tables'),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    ok: boolean('ok').notNull(),
    error: text('error'),
  },
  (t) => [
    check('backup_runs_trigger_ck', inList(t.trigger, BACKUP_TRIGGERS)),
    index('backup_runs_started_idx').on(t.ok, t.startedAt),
  ],
);
