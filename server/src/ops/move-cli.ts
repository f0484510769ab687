import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { BackupRefused } from './archive.ts';
import { runCli } from './cli-shared.ts';
import { moveToPostgres, nextSettings } from './move.ts';

const USAGE = 'Usage: npm run db:move -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE';

/** npm run db:move -- --to URL: the embedded club of DATA_DIR into an empty PostgreSQL database. */
await runCli(async () => {
  const args = process.argv.slice(2);
  let to: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--to') to = args[++i];
    else if (arg.startsWith('--to=')) to = arg.slice('--to='.length);
    else throw new BackupRefused(`Unknown argument ${arg}. ${USAGE}`);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const moved = await moveToPostgres(config, to);
  console.log(nextSettings(config, moved));
});
