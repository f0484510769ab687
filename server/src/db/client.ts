import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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
  close(): Promise<void>;
}

/** Opens PostgreSQL at `url`. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema });
  return { db, engine: 'postgres', close: () => pool.end() };
}

/** Opens (or creates) the embedded database: a folder, or in memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db, { migrationsFolder });
  }
}
