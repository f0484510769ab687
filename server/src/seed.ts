import 'dotenv/config';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** npm run seed: seeds the demo club into the configured database when it is empty. */
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const app = await buildApp(config);
await seedDemoIfEmpty(app.ctx, (line) => console.log(line), true);
await app.close();
