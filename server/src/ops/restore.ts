import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { BackupRefused, checkChecksum, listFiles, sha256File, unpack } from './archive.ts';
import { insertOrder, listTables, ownedSequences, quoteIdent, type TableInfo } from './catalog.ts';
import {
  appliedMigration,
  journal,
  MANIFEST,
  migrateInTransaction,
  tablesFilledByMigrations,
  type Manifest,
} from './manifest.ts';
import { verifyRestored } from './verify.ts';

/** Rows per INSERT, and the most text one INSERT carries. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export interface RestoreOptions {
  /**
   * The uploaded files' folder (DATA_DIR/uploads) the archive's files are copied into; null
   * leaves them where they are (a move to PostgreSQL: the server keeps using that folder).
   */
  uploadsDir: string | null;
  /** Replace the data of a target that has some. */
  force?: boolean;
  /** Where the archive is unpacked (a temporary folder under it); the system's by default. */
  workDir?: string;
}

/**
 * Restores a backup (snapshot.ts) into `db`: checks the archive's checksums and that this
 * portal knows its last migration, then, in ONE transaction (a failure anywhere leaves the
 * target as it was): migrates the target up to the backup's migration, refuses a target
 * with data unless `force`, empties it, inserts every table's rows in foreign-key order with
 * `json_populate_recordset` (so every type reads back as the database wrote it), sets each
 * sequence past its column's largest value, copies the files, compares the counts and the
 * ledger's sum with the manifest, and applies this portal's later migrations.
 */
export async function restoreBackup(
  archive: string,
  db: Db,
  options: RestoreOptions,
): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupRefused(`There is no archive at ${archive}.`);
  await checkChecksum(archive);
  const work = fs.mkdtempSync(path.join(options.workDir ?? os.tmpdir(), 'club-restore-'));
  try {
    await unpack(archive, work);
    const manifest = readManifest(archive, work);
    await checkEntries(archive, work, manifest);
    const index = journal().findIndex(
      (e) => e.tag === manifest.migration.tag && e.when === manifest.migration.when,
    );
    if (index < 0) {
      throw new BackupRefused(
        `This backup comes from a newer portal (version ${manifest.portalVersion}, migration ${manifest.migration.tag}) that this portal does not know: upgrade the portal first, then restore.`,
      );
    }
    const target = await appliedMigration(db);
    if (target && target.when > manifest.migration.when) {
      throw new BackupRefused(
        `The target database is at a later migration than the backup (${manifest.migration.tag}): restore into a new, empty data folder or database.`,
      );
    }
    const written: CopiedFiles = { created: [], replaced: [] };
    const keptAside = path.join(work, 'replaced');
    try {
      await db.transaction(async (tx) => {
        await migrateInTransaction(tx, index);
        const tables = await listTables(tx);
        if (!options.force) await refuseData(tx, tables);
        await load(tx, tables, work, manifest);
        if (options.uploadsDir !== null) {
          copyFiles(path.join(work, 'files'), options.uploadsDir, keptAside, written);
        }
        await verifyRestored(tx, manifest);
        await migrateInTransaction(tx);
      });
    } catch (err) {
      // The folder as it was: the files the restore added go, those it replaced come back.
      for (const file of written.created) {
        fs.rmSync(path.join(options.uploadsDir!, file), { force: true });
      }
      for (const file of written.replaced) {
        fs.copyFileSync(path.join(keptAside, file), path.join(options.uploadsDir!, file));
      }
      throw err;
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function readManifest(archive: string, work: string): Manifest {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(work, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error(`format ${String(manifest.format)}`);
    return manifest;
  } catch (err) {
    throw new BackupRefused(
      `The archive ${archive} has no readable manifest (${(err as Error).message}): it is not a portal backup, or it is damaged. Restore another backup.`,
    );
  }
}

/** Every entry the manifest lists is there with its checksum, and nothing else is. */
async function checkEntries(archive: string, work: string, manifest: Manifest): Promise<void> {
  const damaged = (what: string) =>
    new BackupRefused(
      `The archive ${archive} is damaged (${what}): copy it again from where the backups are kept, or restore an older backup.`,
    );
  const present = new Set(listFiles(work).filter((f) => f !== MANIFEST));
  for (const [file, { sha256 }] of Object.entries(manifest.files)) {
    if (!present.delete(file)) throw damaged(`${file} is missing`);
    if ((await sha256File(path.join(work, file))) !== sha256) {
      throw damaged(`${file} does not match its checksum`);
    }
  }
  const extra = [...present][0];
  if (extra) throw damaged(`${extra} is not in the manifest`);
  for (const table of Object.keys(manifest.tables)) {
    if (!manifest.files[`db/${table}.ndjson`]) throw damaged(`the rows of ${table} are missing`);
  }
}

/** Refuses a target with rows (other than the defaults its migrations wrote). */
async function refuseData(tx: DbOrTx, tables: TableInfo[]): Promise<void> {
  const defaults = tablesFilledByMigrations();
  for (const table of tables) {
    if (defaults.has(table.name)) continue;
    const { rows } = await tx.execute(
      sql.raw(`select exists (select 1 from public.${quoteIdent(table.name)}) as has`),
    );
    if ((rows[0] as { has: boolean }).has) {
      throw new BackupRefused(
        `The target is not empty: ${table.name} has rows. Restore into an empty data folder or database, or pass --force to replace its data with the backup's.`,
      );
    }
  }
}

/** Empties the target and inserts the backup's rows, with the tables' own triggers off. */
async function load(tx: DbOrTx, tables: TableInfo[], work: string, manifest: Manifest) {
  const unknown = Object.keys(manifest.tables).find((t) => !tables.some((x) => x.name === t));
  if (unknown) throw new BackupRefused(`The backup has a table ${unknown} this portal lacks.`);
  const all = tables.map((t) => `public.${quoteIdent(t.name)}`);
  // The triggers that keep derived rows (the ledger's month totals) or refuse changes would
  // count the restored rows twice: the backup holds those rows already. Foreign keys stay on.
  for (const t of all) await tx.execute(sql.raw(`alter table ${t} disable trigger user`));
  if (all.length) await tx.execute(sql.raw(`truncate ${all.join(', ')} cascade`));
  for (const table of insertOrder(tables)) {
    if (manifest.tables[table.name] === undefined) continue;
    await insertRows(tx, table, path.join(work, 'db', `${table.name}.ndjson`));
  }
  for (const t of all) await tx.execute(sql.raw(`alter table ${t} enable trigger user`));
  for (const s of await ownedSequences(tx)) {
    await tx.execute(
      sql.raw(
        `select setval('public.${quoteIdent(s.sequence).replace(/'/g, "''")}', coalesce(max(${quoteIdent(s.column)}), 1), max(${quoteIdent(s.column)}) is not null) from public.${quoteIdent(s.table)}`,
      ),
    );
  }
  const owned = new Set((await ownedSequences(tx)).map((s) => s.sequence));
  for (const [name, last] of Object.entries(manifest.sequences)) {
    if (owned.has(name) || last === null) continue;
    await tx.execute(sql`select setval(${`public.${quoteIdent(name)}`}, ${last}::bigint, true)`);
  }
}

async function insertRows(tx: DbOrTx, table: TableInfo, file: string): Promise<void> {
  const cols = table.columns.map(quoteIdent).join(', ');
  const name = `public.${quoteIdent(table.name)}`;
  const flush = async (lines: string[]) => {
    if (!lines.length) return;
    await tx.execute(
      sql`${sql.raw(`insert into ${name} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${name}, `)}${`[${lines.join(',')}]`}::json)`,
    );
  };
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await flush(batch);
      batch = [];
      chars = 0;
    }
  }
  await flush(batch);
}

/** What a restore did to the uploads folder, so a failure can undo it. */
interface CopiedFiles {
  created: string[];
  replaced: string[];
}

/**
 * Copies the archive's files into the uploads folder, noting in `done` those it created and
 * those it replaced (a forced restore), whose old copy it first keeps in `keptAside`.
 */
function copyFiles(from: string, to: string, keptAside: string, done: CopiedFiles): void {
  for (const file of listFiles(from)) {
    const target = path.join(to, file);
    if (fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(path.join(keptAside, file)), { recursive: true });
      fs.copyFileSync(target, path.join(keptAside, file));
      done.replaced.push(file);
    } else {
      done.created.push(file);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, file), target);
  }
}
