import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupRefused } from './archive.ts';
import { backupDir, openForOps, runCli, uploadsDir } from './cli-shared.ts';
import { takeBackup } from './snapshot.ts';

/** npm run backup: one dated archive of the configured database and the uploaded files. */
await runCli(async () => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  if (!config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) {
    throw new BackupRefused(
      `There is no portal database in ${config.DATA_DIR}: set DATA_DIR (or DATABASE_URL) to the portal's.`,
    );
  }
  const database = await openForOps(config);
  try {
    const { archive, manifest, bytes } = await takeBackup(database.db, {
      uploadsDir: uploadsDir(config),
      outDir: backupDir(config),
      engine: database.engine,
    });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const files = Object.keys(manifest.files).filter((f) => f.startsWith('files/')).length;
    console.log(
      `Backup written: ${archive} (${(bytes / 1_048_576).toFixed(1)} MB; ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${files} files, migration ${manifest.migration.tag}, ${manifest.durationMs} ms). Its checksum: ${archive}.sha256.`,
    );
  } finally {
    await database.close();
  }
});
