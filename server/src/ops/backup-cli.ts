import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupRefused } from './archive.ts';
import { recordedBackup, summaryLine } from './backup-runs.ts';
import { openForOps, PortalRunning, runCli } from './cli-shared.ts';
import { askServer, opsSocketPath } from './ops-socket.ts';

/**
 * npm run backup: one dated archive of the configured database and the uploaded files. While
 * an embedded server holds the data folder, that server takes it (its operations socket).
 */
await runCli(async () => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) {
    throw new BackupRefused(
      `There is no portal database in ${config.DATA_DIR}: set DATA_DIR (or DATABASE_URL) to the portal's.`,
    );
  }
  let database;
  try {
    database = await openForOps(config);
  } catch (err) {
    if (!(err instanceof PortalRunning)) throw err;
    const socket = opsSocketPath(config.DATA_DIR);
    const reply = await askServer(socket, { type: 'backup' });
    if (!reply) {
      throw new BackupRefused(
        `${err.message.replace(/\. The embedded database.*$/, '')}, and it does not answer on ${socket} (a portal older than this one, or its socket could not be made: see its log). Stop the portal, run this again, then start it.`,
      );
    }
    if (!reply.ok) throw new BackupRefused(reply.message);
    console.log(`${summaryLine(reply.summary)} Taken by the running portal.`);
    return;
  }
  try {
    const outcome = await recordedBackup(database.db, {
      config,
      engine: database.engine,
      trigger: 'manual',
    });
    if (!outcome.ok) throw new BackupRefused(`The backup failed: ${outcome.error}`);
    console.log(summaryLine(outcome.summary));
  } finally {
    await database.close();
  }
});
