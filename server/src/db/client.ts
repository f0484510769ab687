import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { writeWatchLogger } from './write-watch.ts';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the code uses; PGlite's Drizzle instance has the same query API. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (from any process using the
   * database, after the notifying transaction commits); answers how to stop. `relistened` is
   * called when the listening connection was lost and is back (notifications may have been
   * missed meanwhile).
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    relistened?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Handlers by channel, shared by one engine's listening connection. */
function channels() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    handlers,
    dispatch(channel: string, payload: string) {
      for (const h of handlers.get(channel) ?? []) h(payload);
    },
  };
}

/** Opens PostgreSQL at `url`. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema, logger: writeWatchLogger });
  // LISTEN needs a connection of its own, kept open; it reconnects (and listens again) when
  // the server drops it.
  const { handlers, dispatch } = channels();
  const relistenHandlers = new Set<() => void>();
  let listener: Promise<pg.Client> | undefined;
  let listenedBefore = false;
  let closed = false;
  const connectListener = (): Promise<pg.Client> => {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (m) => dispatch(m.channel, m.payload ?? ''));
      client.on('error', (err) => {
        console.warn(`database listener lost: ${err.message}`);
        listener = undefined;
        if (!closed) setTimeout(() => void relisten(), 1000).unref();
      });
      await client.connect();
      for (const channel of handlers.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
      if (listenedBefore) for (const h of relistenHandlers) h();
      listenedBefore = true;
      return client;
    })();
    return listener;
  };
  const relisten = () =>
    connectListener().catch((err: Error) => {
      listener = undefined;
      console.warn(`database listener not back yet: ${err.message}`);
      if (!closed) setTimeout(() => void relisten(), 5000).unref();
    });
  return {
    db,
    engine: 'postgres',
    async listen(channel, handler, relistened) {
      const fresh = !handlers.has(channel);
      if (fresh) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      if (relistened) relistenHandlers.add(relistened);
      const client = await connectListener();
      if (fresh) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        handlers.get(channel)?.delete(handler);
        if (relistened) relistenHandlers.delete(relistened);
      };
    },
    async close() {
      closed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** How the embedded database runs: its data to start from, and its shared buffers. */
export interface PgliteOptions {
  loadDataDir?: Blob;
  /** PostgreSQL's `shared_buffers` (e.g. '32MB'); unset = 32MB. */
  sharedBuffers?: string;
}

/** Opens (or creates) the embedded database: a folder, or in memory when `dir` is undefined. */
export async function openPglite(
  dir: string | undefined,
  options: PgliteOptions = {},
): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // btree_gist: the chambers' exclusion constraint (room with =, nights with &&); pg_trgm:
  // Manage Members' search index (migration 0029).
  const extensions = { btree_gist, pg_trgm };
  // PGlite's own start parameters, plus smaller shared buffers than PostgreSQL's 128MB: they
  // live in the server's memory, and a club's data is read from the page cache as fast.
  const startParams = [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${options.sharedBuffers ?? '32MB'}`,
  ];
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions,
    startParams,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, logger: writeWatchLogger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    close: () => client.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db, { migrationsFolder });
  }
}
