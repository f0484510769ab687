import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { DataFolderInUseError, openConfiguredDatabase } from '../db/open.ts';
import { dataFolderSecret } from '../lib/link-signing.ts';
import { BackupRefused, listFiles } from './archive.ts';
import { backupDir, uploadsDir } from './cli-shared.ts';
import { appliedMigration, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { takeBackup } from './snapshot.ts';
import { verifyRestored } from './verify.ts';

/** How long the move waits for the PostgreSQL server to answer before it gives up. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface MoveResult {
  /** The archive the club moved through, kept in BACKUP_DIR as a backup. */
  archive: string;
  manifest: Manifest;
  /** The target's address with its password masked. */
  databaseUrl: string;
  /** What LINK_SIGNING_SECRET must be, and where it came from. */
  linkSigningSecret: string;
  secretFrom: 'setting' | 'key file';
  /** The uploads folder the server keeps using, and how many files it holds. */
  uploadsDir: string;
  files: number;
}

/** The --to address: a postgres:// URL naming a database, or a refusal saying what to give. */
export function parseTarget(to: string | undefined): URL {
  const usage = 'Usage: npm run db:move -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE';
  if (!to) throw new BackupRefused(`Say where to move the club with --to. ${usage}`);
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    throw new BackupRefused(`--to ${mask(to)} is not a URL. ${usage}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new BackupRefused(`--to must be a postgres:// URL, not ${url.protocol}//… ${usage}`);
  }
  if (!/^\/[^/]+$/.test(url.pathname)) {
    throw new BackupRefused(`--to names no database (the part after the last /). ${usage}`);
  }
  return url;
}

/** The URL with its password (in the address or as ?password=) shown as ****. */
export function maskPassword(url: URL): string {
  const masked = new URL(url.toString());
  if (masked.password) masked.password = '****';
  if (masked.searchParams.has('password')) masked.searchParams.set('password', '****');
  return masked.toString();
}

const mask = (text: string) => text.replace(/:[^:@/]*@/, ':****@');

/** "host:port" of the target, for messages. */
export function hostPort(url: URL): string {
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  return `${host}:${url.port || '5432'}`;
}

const databaseName = (url: URL) => decodeURIComponent(url.pathname.slice(1));

/**
 * Connects to the target within `timeoutMs` and refuses it unless it is empty: no table or
 * view in `public` and no migration applied. Reads only.
 */
export async function checkTarget(url: URL, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  const where = hostPort(url);
  const name = databaseName(url);
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: timeoutMs,
  });
  client.on('error', () => {}); // a connection lost after the checks is of no interest
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw connectRefusal(err as Error & { code?: string }, where, name, timeoutMs);
  }
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
       order by c.relname limit 3`,
    );
    const { rows: journal } = await client.query<{ ok: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
    );
    const applied = journal[0]!.ok
      ? (
          await client.query<{ n: number }>(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          )
        ).rows[0]!.n
      : 0;
    if (tables.length || applied) {
      const what = tables.length
        ? `it has tables (${tables.map((t) => t.name).join(', ')}${tables.length === 3 ? ', …' : ''})`
        : `${applied} migrations are applied to it`;
      throw new BackupRefused(
        `The database ${name} on ${where} is not empty: ${what}. A move goes only into an empty database: drop it and create it again (dropdb ${name} && createdb -O <owner> ${name}), or give another, new database. Nothing was written.`,
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

function connectRefusal(
  err: Error & { code?: string },
  where: string,
  name: string,
  timeoutMs: number,
): BackupRefused {
  const check =
    'Check the address in --to, that the server runs and that it accepts connections from this host';
  switch (err.code) {
    case '3D000':
      return new BackupRefused(
        `The PostgreSQL server at ${where} has no database ${name}: create it (createdb -O <owner> ${name}) and run this again.`,
      );
    case '28P01':
    case '28000':
      return new BackupRefused(
        `The PostgreSQL server at ${where} refused the user or password in --to (${err.message}): give the database owner's user and password.`,
      );
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
      return new BackupRefused(
        `Cannot reach a PostgreSQL server at ${where} (${err.code}). ${check}. Nothing was written.`,
      );
  }
  if (/timeout/i.test(err.message)) {
    return new BackupRefused(
      `The PostgreSQL server at ${where} did not answer within ${timeoutMs / 1000} s. ${check}. Nothing was written.`,
    );
  }
  return new BackupRefused(
    `Cannot connect to the PostgreSQL server at ${where}: ${err.message}. ${check}. Nothing was written.`,
  );
}

/** Opens the embedded club of DATA_DIR without migrating it, or refuses with what to do. */
async function openSource(config: Config): Promise<Database> {
  const folder = path.join(config.DATA_DIR, 'pglite');
  const none = new BackupRefused(
    `There is no portal database in ${config.DATA_DIR} (no ${folder} with a migrated club): set DATA_DIR to the folder of the embedded portal you want to move.`,
  );
  // PG_VERSION first: opening a folder without a cluster would make one there.
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw none;
  let source: Database;
  try {
    source = await openConfiguredDatabase({ ...config, DATABASE_URL: undefined }, undefined, {
      migrate: false,
    });
  } catch (err) {
    if (!(err instanceof DataFolderInUseError)) throw err;
    throw new BackupRefused(
      `${err.message.replace(/\. Stop it first.*$/, '')}: a running portal keeps writing to it. Stop the portal first, then run npm run db:move again; or take a backup with npm run backup and restore it with DATABASE_URL set (DATABASE_URL=… npm run restore -- ARCHIVE). Nothing was written.`,
    );
  }
  if (!(await appliedMigration(source.db))) {
    await source.close();
    throw none;
  }
  return source;
}

/**
 * Moves the embedded club of `config.DATA_DIR` into the empty PostgreSQL database `to`: takes
 * a backup (snapshot.ts) into BACKUP_DIR while holding the data folder's lock, then restores it
 * into the target (restore.ts: one transaction that migrates, loads every row, carries the
 * sequences and the invoice counters, compares counts and the ledger's sum with the manifest,
 * and applies later migrations), and checks the committed copy against the manifest again.
 * The uploaded files are not copied: they stay in DATA_DIR/uploads, which the server keeps
 * using on PostgreSQL. The embedded database is left as it was.
 */
export async function moveToPostgres(
  config: Config,
  to: string | undefined,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
): Promise<MoveResult> {
  const url = parseTarget(to);
  if (config.DATABASE_URL) {
    throw new BackupRefused(
      'DATABASE_URL is set: this portal already runs on PostgreSQL, and db:move copies the embedded database of DATA_DIR. Unset DATABASE_URL for the move; to copy one PostgreSQL database to another, use npm run backup and npm run restore.',
    );
  }
  const source = await openSource(config);
  try {
    await checkTarget(url, connectTimeoutMs);
    const { archive, manifest } = await takeBackup(source.db, {
      uploadsDir: uploadsDir(config),
      outDir: backupDir(config),
      engine: 'pglite',
    });
    const target = openPostgres(url.toString());
    try {
      try {
        await restoreBackup(archive, target.db, { uploadsDir: null });
      } catch (err) {
        throw new BackupRefused(
          `The move was undone, so the database ${databaseName(url)} on ${hostPort(url)} is left empty and the embedded club is unchanged: ${reason(err as Error)}\nThe club as it was is kept in ${archive}. Fix the cause and run npm run db:move again.`,
        );
      }
      // Once more from outside the transaction: what was committed is what the manifest says.
      await verifyRestored(target.db, manifest).catch((err: Error) => {
        throw new BackupRefused(
          `The copy in ${databaseName(url)} on ${hostPort(url)} differs from the manifest after it was committed (${err.message.replace(/^The restore was undone: /, '')}). Something wrote to it during the move: drop it, create it again and run npm run db:move again.`,
        );
      });
    } finally {
      await target.close();
    }
    const secret = config.LINK_SIGNING_SECRET;
    return {
      archive,
      manifest,
      databaseUrl: maskPassword(url),
      linkSigningSecret: secret ?? dataFolderSecret(config.DATA_DIR),
      secretFrom: secret ? 'setting' : 'key file',
      uploadsDir: uploadsDir(config),
      files: listFiles(uploadsDir(config)).length,
    };
  } finally {
    await source.close();
  }
}

/**
 * An error in a line: the database's own message with its detail (drizzle wraps it in a
 * "Failed query" error that carries the whole batch of rows), else the first line, cut short.
 */
function reason(err: Error): string {
  if (err instanceof BackupRefused) return err.message;
  const cause = err.cause as (Error & { detail?: string; table?: string }) | undefined;
  if (cause instanceof Error) {
    return `${cause.message}${cause.detail ? ` (${cause.detail})` : ''}.`;
  }
  const line = err.message.split('\n')[0]!;
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** What the operator sets next, as `npm run db:move` prints it. */
export function nextSettings(config: Config, moved: MoveResult): string {
  const rows = Object.values(moved.manifest.tables).reduce((a, b) => a + b, 0);
  const secretNote =
    moved.secretFrom === 'setting'
      ? '(the value already set: keep it)'
      : `(the key in ${path.join(config.DATA_DIR, 'link-signing.key')}: links already mailed still verify)`;
  return [
    `Moved the embedded club in ${config.DATA_DIR} to ${moved.databaseUrl}: ${rows} rows in ${Object.keys(moved.manifest.tables).length} tables and the ledger's sum match the manifest (migration ${moved.manifest.migration.tag}).`,
    `The archive it moved through is kept as a backup: ${moved.archive}`,
    '',
    'Set next (in .env or the service environment), then start the portal:',
    `  DATABASE_URL=${moved.databaseUrl}   ${moved.databaseUrl.includes(':****@') ? '(with its real password)' : '(and PGPASSWORD, if the server asks for a password)'}`,
    `  LINK_SIGNING_SECRET=${moved.linkSigningSecret}   ${secretNote}`,
    `  DATA_DIR=${config.DATA_DIR}   (keep it: the uploaded files, ${moved.files} now, stay in ${moved.uploadsDir} and the portal on PostgreSQL reads and writes them there; back the folder up with the database)`,
    `The embedded database in ${path.join(config.DATA_DIR, 'pglite')} is no longer used once DATABASE_URL is set; keep it until the portal runs well on PostgreSQL.`,
  ].join('\n');
}
