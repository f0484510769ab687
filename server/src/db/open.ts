import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client.ts';
import { FolderLockedError, lockFolder, type FolderLock } from './folder-lock.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when
 * DATABASE_URL is set, else the embedded PGlite folder DATA_DIR/pglite, which is locked so a
 * second server cannot open it (PGlite would lose writes silently). The lock of a server that
 * was killed is taken over at once (folder-lock.ts), so a supervisor can restart it at once.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  let database: Database;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
  } else {
    const dir = path.join(config.DATA_DIR, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    let lock: FolderLock;
    try {
      lock = lockFolder(dir);
    } catch (err) {
      if (!(err instanceof FolderLockedError)) throw err;
      const by = err.owner ? ` (process ${err.owner.pid} on ${err.owner.host})` : '';
      throw new Error(
        `The data folder ${dir} is in use by another server${by}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    let inner: Database;
    try {
      inner = await openPglite(dir, { sharedBuffers: config.PGLITE_SHARED_BUFFERS });
    } catch (err) {
      lock.release();
      throw err;
    }
    database = {
      ...inner,
      async close() {
        await inner.close();
        lock.release();
      },
    };
  }
  await migrateDatabase(database);
  return database;
}
