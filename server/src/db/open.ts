import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Config } from '../config.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when
 * DATABASE_URL is set, else the embedded PGlite folder DATA_DIR/pglite, which is locked so a
 * second server cannot open it (PGlite would lose writes silently).
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  let database: Database;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
  } else {
    const dir = path.join(config.DATA_DIR, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, { stale: 30_000, update: 10_000 });
    } catch {
      throw new Error(
        `The data folder ${dir} is in use by another server. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    const inner = await openPglite(dir);
    database = {
      ...inner,
      async close() {
        await inner.close();
        await release();
      },
    };
  }
  await migrateDatabase(database);
  return database;
}
