import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DataFolderInUseError, openConfiguredDatabase } from '../db/open.ts';
import { BackupRefused } from './archive.ts';

/** What `npm run backup` and `npm run restore` read besides the server's own settings. */
export const backupDir = (config: Config) =>
  config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');
export const uploadsDir = (config: Config) => path.join(config.DATA_DIR, 'uploads');

/** The embedded database's folder is held by a running server (the message says what to do). */
export class PortalRunning extends BackupRefused {}

/**
 * Opens the configured database for a backup or a restore, without migrating it. On the
 * embedded engine this takes the data folder's lock, so it is refused (`PortalRunning`) while
 * a server runs: `npm run backup` then asks that server to take the backup (ops-socket.ts); a
 * restore needs the portal stopped.
 */
export async function openForOps(config: Config): Promise<Database> {
  try {
    return await openConfiguredDatabase(config, undefined, { migrate: false });
  } catch (err) {
    if (!(err instanceof DataFolderInUseError)) throw err;
    throw new PortalRunning(
      `${err.message.replace(/\. Stop it first.*$/, '')}. The embedded database can be restored only while the portal is stopped: stop the portal, run this again, then start it.`,
    );
  }
}

/** Runs a command: its refusals print their message and end with exit code 1. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof BackupRefused) {
      console.error(err.message);
    } else {
      console.error(`Failed: ${(err as Error).stack ?? String(err)}`);
    }
    process.exitCode = 1;
  }
}
