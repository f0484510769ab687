import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { listFiles, pack, sha256File, writeChecksum } from './archive.ts';
import { listTables, quoteIdent, sequenceValues, type TableInfo } from './catalog.ts';
import { appliedMigration, journal, MANIFEST, portalVersion, type Manifest } from './manifest.ts';

/** Rows read per FETCH: a table of any size is copied with this many rows in memory. */
const BATCH = 500;

export interface BackupOptions {
  /** The uploaded files' folder (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where the archive and its `.sha256` are written. */
  outDir: string;
  /** The portal's version; the root package.json's by default. */
  version?: string;
  engine?: 'pglite' | 'postgres';
  now?: () => Date;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  bytes: number;
  /** How long the snapshot's transaction held its connection (on PGlite: the only one), ms. */
  heldMs: number;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');

/**
 * Takes a consistent logical backup: every table of `public` read in one REPEATABLE READ,
 * READ ONLY transaction (so the copy is one moment of the club while the portal keeps
 * writing), each as NDJSON (`row_to_json`, one row a line, in primary-key order, read through
 * a cursor in batches), the uploaded files, and `manifest.json`; packed into
 * `club-backup-YYYYMMDD-HHMMSS.tar.gz` with its `.sha256` beside it (archive.ts).
 *
 * On PGlite the transaction holds the one connection, so the portal's writes wait for the
 * backup to finish rather than run beside it (PostgreSQL runs them beside it).
 */
export async function takeBackup(db: Db, options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const now = options.now?.() ?? new Date();
  const name = `club-backup-${stamp(now)}`;
  fs.mkdirSync(options.outDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(options.outDir, `.${name}-`));
  try {
    const opened = Date.now();
    const copied = await db.transaction(
      async (tx) => {
        // Times are written in UTC whatever the server's zone: the same data, the same files.
        await tx.execute(sql`set local timezone to 'UTC'`);
        const tables = await listTables(tx);
        const counts: Record<string, number> = {};
        fs.mkdirSync(path.join(staging, 'db'));
        for (const table of tables) counts[table.name] = await copyTable(tx, table, staging);
        const migration = await appliedMigration(tx);
        const ledger = tables.some((t) => t.name === 'ledger_entries')
          ? ((
              await tx.execute(
                sql`select coalesce(sum(amount), 0)::text as sum from ledger_entries`,
              )
            ).rows[0] as { sum: string })
          : { sum: '0' };
        const sequences = await sequenceValues(tx);
        // The files are copied while the snapshot is open: a file removed by the portal
        // after the snapshot but before the copy would be missing (uploads are rarely removed).
        copyFiles(options.uploadsDir, path.join(staging, 'files'));
        return { counts, migration, ledgerSum: ledger.sum, sequences };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const heldMs = Date.now() - opened;
    if (!copied.migration)
      throw new Error('The database has no migrations applied: nothing to back up.');
    const entry = journal().find((e) => e.when === copied.migration!.when);
    const files: Manifest['files'] = {};
    for (const file of listFiles(staging)) {
      const full = path.join(staging, file);
      files[file] = { size: fs.statSync(full).size, sha256: await sha256File(full) };
    }
    const manifest: Manifest = {
      format: 1,
      portalVersion: options.version ?? portalVersion(),
      engine: options.engine ?? 'pglite',
      migration: {
        tag: entry?.tag ?? `unknown-${copied.migration.when}`,
        count: copied.migration.count,
        when: copied.migration.when,
      },
      takenAt: now.toISOString(),
      durationMs: 0,
      tables: copied.counts,
      ledgerSum: copied.ledgerSum,
      sequences: copied.sequences,
      files,
    };
    manifest.durationMs = Date.now() - started;
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(options.outDir, `${name}.tar.gz`);
    const draft = `${archive}.partial`;
    await pack(staging, draft);
    fs.renameSync(draft, archive);
    await writeChecksum(archive);
    return { archive, manifest, bytes: fs.statSync(archive).size, heldMs };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Writes one table as `db/<table>.ndjson`; answers its row count. */
async function copyTable(tx: DbOrTx, table: TableInfo, staging: string): Promise<number> {
  const out = fs.createWriteStream(path.join(staging, 'db', `${table.name}.ndjson`));
  const order = table.primaryKey.length
    ? `order by ${table.primaryKey.map(quoteIdent).join(', ')}`
    : ''; // no primary key (none today): the table's own order
  const cursor = `backup_${table.name}`.slice(0, 60);
  await tx.execute(
    sql.raw(
      `declare ${quoteIdent(cursor)} no scroll cursor for select row_to_json(__row)::text as j from public.${quoteIdent(table.name)} as __row ${order}`,
    ),
  );
  let count = 0;
  try {
    for (;;) {
      const batch = (await tx.execute(sql.raw(`fetch ${BATCH} from ${quoteIdent(cursor)}`)))
        .rows as { j: string }[];
      if (!batch.length) break;
      count += batch.length;
      // The rows stay text: JSON numbers (bigint, numeric) are never parsed into doubles.
      if (!out.write(batch.map((r) => `${r.j}\n`).join(''))) await once(out, 'drain');
    }
    await tx.execute(sql.raw(`close ${quoteIdent(cursor)}`));
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

function copyFiles(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const file of listFiles(from)) {
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, file), target);
  }
}
