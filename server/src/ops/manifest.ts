import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type DbOrTx } from '../db/client.ts';

/** What `manifest.json` at the top of a backup archive says (format 1). */
export interface Manifest {
  format: 1;
  /** The portal's version (the root package.json) that took the backup. */
  portalVersion: string;
  engine: 'pglite' | 'postgres';
  /** The last migration applied to the database: its tag, and how many were applied. */
  migration: { tag: string; count: number; when: number };
  takenAt: string;
  /** How long the backup took, in ms. */
  durationMs: number;
  /** Rows per table of the public schema, as copied. */
  tables: Record<string, number>;
  /** The sum of every ledger entry's amount (minor units, as text: it may exceed 2^53). */
  ledgerSum: string;
  /** The last value of each sequence at the snapshot (a restore sets owned ones to their column's max). */
  sequences: Record<string, string | null>;
  /** Every other entry of the archive (`db/<table>.ndjson`, `files/<key>`): size and sha256. */
  files: Record<string, { size: number; sha256: string }>;
}

export const MANIFEST = 'manifest.json';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function portalVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    return String(pkg.version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** This portal's migrations, oldest first (drizzle's journal). */
export function journal(folder = migrationsFolder): JournalEntry[] {
  const text = fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The database's last applied migration (drizzle's journal table), or undefined when none ran. */
export async function appliedMigration(
  db: DbOrTx,
): Promise<{ when: number; count: number } | undefined> {
  const exists = (
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`)
  ).rows[0] as { ok: boolean };
  if (!exists.ok) return undefined;
  const row = (
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )
  ).rows[0] as { count: number; last: string | null };
  return row.last === null ? undefined : { when: Number(row.last), count: row.count };
}

/**
 * Applies this portal's migrations after the database's last one, up to and including
 * `upTo` (a journal index; all when undefined), inside the caller's transaction: drizzle's
 * own migrator commits on its own, and a restore must leave nothing behind when it fails.
 * The journal table is written as drizzle's migrator writes it, so a server started later
 * finds these migrations applied.
 */
export async function migrateInTransaction(tx: DbOrTx, upTo?: number): Promise<void> {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const last = await appliedMigration(tx);
  const migrations = readMigrationFiles({ migrationsFolder });
  for (const [i, migration] of migrations.entries()) {
    if (upTo !== undefined && i > upTo) break;
    if (last && last.when >= migration.folderMillis) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Tables the migrations themselves fill (a top-level INSERT in a migration: the outlets' and
 * feedback targets' defaults): a database a server has only migrated is still empty for a
 * restore, which replaces those rows with the backup's.
 */
export function tablesFilledByMigrations(folder = migrationsFolder): Set<string> {
  const names = new Set<string>();
  for (const entry of journal(folder)) {
    const text = fs.readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
    for (const m of text.matchAll(/^INSERT INTO "?([a-z0-9_]+)"?/gim)) names.add(m[1]!);
  }
  return names;
}
