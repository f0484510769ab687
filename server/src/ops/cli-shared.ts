import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DataFolderInUseError, openConfiguredDatabase } from '../db/open.ts';
import { BackupRefused } from './archive.ts';

/** What `npm run backup` and `npm run restore` read besides the server's own settings. */
export const backupDir = (config: Config) =>
  config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');
export const uploadsDir = (config: Config) => path.join(config.DATA_DIR, 'uploads');

/**
 * Opens the configured database for a backup or a restore, without migrating it. On the
 * embedded engine this takes the data folder's lock, so it is refused while a server runs.
 * TODO(issue 33): let a running server take the backup itself (a request to it), so a backup
 * of the embedded engine does not need the portal stopped.
 */
export async function openForOps(config: Config): Promise<Database> {
  try {
    return await openConfiguredDatabase(config, undefined, { migrate: false });
  } catch (err) {
    if (!(err instanceof DataFolderInUseError)) throw err;
    throw new BackupRefused(
      `${err.message.replace(/\. Stop it first.*$/, '')}. The embedded database can be backed up or restored only while the portal is stopped, for now (a later version lets the running portal take the backup itself): stop the portal, run this again, then start it.`,
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
