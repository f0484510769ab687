import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client.ts';
import { FolderLockedError, lockFolder, type FolderLock } from './folder-lock.ts';

/**
 * A new, empty PGlite cluster, as the build ships it beside the bundle (scripts/build.mjs): a
 * new data folder starts from it instead of running PGlite's initdb, which takes ~6 s and
 * ~900 MB of memory at its peak (loading it: ~2 s, ~400 MB). Absent when the server runs
 * from its TypeScript sources: initdb then makes the cluster, as before.
 */
export const NEW_CLUSTER_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'pglite-cluster.tar.gz',
);

/** The cluster a new data folder starts from, or undefined: one made by initdb there. */
function newCluster(dir: string, file: string): Blob | undefined {
  // PG_VERSION is what PGlite itself looks for to tell a data folder from an empty one.
  if (fs.existsSync(path.join(dir, 'PG_VERSION')) || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}

/** The embedded database's folder is held by another process (a running server). */
export class DataFolderInUseError extends Error {}

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when
 * DATABASE_URL is set, else the embedded PGlite folder DATA_DIR/pglite, which is locked so a
 * second server cannot open it (PGlite would lose writes silently). The lock of a server that
 * was killed is taken over at once (folder-lock.ts), so a supervisor can restart it at once.
 * A new folder starts from the build's empty cluster (`newClusterFile`) when there is one.
 */
export async function openConfiguredDatabase(
  config: Config,
  newClusterFile = NEW_CLUSTER_FILE,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
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
      throw new DataFolderInUseError(
        `The data folder ${dir} is in use by another server${by}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    let inner: Database;
    try {
      const loadDataDir = newCluster(dir, newClusterFile);
      inner = await openPglite(dir, {
        sharedBuffers: config.PGLITE_SHARED_BUFFERS,
        ...(loadDataDir ? { loadDataDir } : {}),
      });
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
  // A restore (ops/restore.ts) migrates the target itself, in its own transaction.
  if (migrate) await migrateDatabase(database);
  return database;
}
