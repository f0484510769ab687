import 'dotenv/config';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupRefused } from './archive.ts';
import { openForOps, runCli, uploadsDir } from './cli-shared.ts';
import { restoreBackup } from './restore.ts';

const USAGE = 'Usage: npm run restore -- ARCHIVE [--force]';

/** npm run restore -- ARCHIVE [--force]: a backup into the configured (empty) database. */
await runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new BackupRefused(USAGE);
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), rest[0]!);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const database = await openForOps(config);
  try {
    const manifest = await restoreBackup(archive, database.db, {
      uploadsDir: uploadsDir(config),
      force,
    });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const where = config.DATABASE_URL ? 'the database of DATABASE_URL' : config.DATA_DIR;
    console.log(
      `Restored ${archive} into ${where}: ${rows} rows and the ledger's sum match its manifest (taken ${manifest.takenAt}, migration ${manifest.migration.tag}). Start the portal.`,
    );
  } finally {
    await database.close();
  }
});
