import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { backupRuns, type BackupTrigger } from '../db/schema/index.ts';
import { backupDir, uploadsDir } from './cli-shared.ts';
import { takeBackup } from './snapshot.ts';

/** What a backup wrote, as `npm run backup` prints it (and the server's socket answers it). */
export interface BackupSummary {
  archive: string;
  bytes: number;
  rows: number;
  tables: number;
  files: number;
  migration: string;
  durationMs: number;
  /** How long its snapshot held the database connection (on PGlite the only one), ms. */
  heldMs: number;
}

export type BackupOutcome = { ok: true; summary: BackupSummary } | { ok: false; error: string };

export interface RecordedBackupOptions {
  config: Config;
  engine: 'pglite' | 'postgres';
  trigger: BackupTrigger;
  /** The moment it starts (the archive's name and the row's started_at); now by default. */
  now?: Date;
  /** Where its `backup_runs` row is written (a scheduled backup's lock transaction); `db` by default. */
  recordIn?: DbOrTx;
}

/** The line `npm run backup` prints for a backup written. */
export const summaryLine = (s: BackupSummary) =>
  `Backup written: ${s.archive} (${(s.bytes / 1_048_576).toFixed(1)} MB; ${s.rows} rows in ${s.tables} tables, ${s.files} files, migration ${s.migration}, ${s.durationMs} ms, the database held ${s.heldMs} ms). Its checksum: ${s.archive}.sha256.`;

/**
 * Takes a backup (snapshot.ts) and records it in `backup_runs` once it has ended, well or not:
 * the row comes after the snapshot, so a backup is not in its own archive. A scheduled backup
 * that succeeded then prunes BACKUP_DIR to BACKUP_KEEP archives. A failure is answered, not
 * thrown, so it is recorded even inside a transaction its caller holds.
 */
export async function recordedBackup(
  db: Db,
  options: RecordedBackupOptions,
): Promise<BackupOutcome> {
  const { config, trigger } = options;
  const startedAt = options.now ?? new Date();
  const record = options.recordIn ?? db;
  let outcome: BackupOutcome;
  try {
    const { archive, manifest, bytes, heldMs } = await takeBackup(db, {
      uploadsDir: uploadsDir(config),
      outDir: backupDir(config),
      engine: options.engine,
      now: () => startedAt,
    });
    outcome = {
      ok: true,
      summary: {
        archive,
        bytes,
        rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
        tables: Object.keys(manifest.tables).length,
        files: Object.keys(manifest.files).filter((f) => f.startsWith('files/')).length,
        migration: manifest.migration.tag,
        durationMs: manifest.durationMs,
        heldMs,
      },
    };
  } catch (err) {
    outcome = { ok: false, error: (err as Error).message || String(err) };
  }
  // A database not yet migrated to hold the table (a CLI before the server's first start on
  // this version) takes its backup unrecorded.
  if (await hasRunsTable(record)) {
    const s = outcome.ok ? outcome.summary : undefined;
    await record.insert(backupRuns).values({
      startedAt,
      finishedAt: new Date(startedAt.getTime() + (s?.durationMs ?? 0)),
      archive: s ? path.basename(s.archive) : null,
      bytes: s?.bytes ?? null,
      rows: s?.rows ?? null,
      tables: s?.tables ?? null,
      trigger,
      ok: outcome.ok,
      error: outcome.ok ? null : outcome.error.slice(0, 2000),
    });
  }
  if (outcome.ok && trigger === 'schedule') pruneBackups(backupDir(config), config.BACKUP_KEEP);
  return outcome;
}

async function hasRunsTable(q: DbOrTx): Promise<boolean> {
  const [row] = (await q.execute(sql`select to_regclass('public.backup_runs') is not null as t`))
    .rows as { t: boolean }[];
  return row?.t === true;
}

const ARCHIVE_NAME = /^club-backup-\d{8}-\d{6}\.tar\.gz$/;

/**
 * Keeps the newest `keep` archives of `dir` (their names sort by their time) and removes the
 * older ones with their `.sha256`; answers the names removed. Other files are left alone.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((f) => ARCHIVE_NAME.test(f))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  for (const name of removed) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(path.join(dir, `${name}.sha256`), { force: true });
  }
  return removed;
}

/** The newest backup that succeeded, or undefined. */
export async function lastGoodBackup(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1);
  return row;
}
