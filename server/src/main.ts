import 'dotenv/config';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedInChildProcess } from './seed/child-process.ts';

/*
 * A handle that keeps the event loop busy until the server listens. Without one, the loop runs
 * dry while a start waits on files, and Node then waits for every background task of V8 to
 * finish, PGlite's WASM being optimised among them: 0.4 s of a start spent waiting
 * (bench/HISTORY.md, "Start to ready").
 */
const starting = setInterval(() => undefined, 60_000);
const config = loadConfig();
// The database opens (PGlite compiles its WASM and reads its files) while the app's code loads:
// a start waits for the longer of the two, not their sum (bench/HISTORY.md, "Start to ready").
const opening = openConfiguredDatabase(config);
opening.catch(() => undefined); // its failure is thrown where buildApp awaits it
const { buildApp } = await import('./app.ts');
const { isEmptyClub } = await import('./seed/is-empty-club.ts');
let app = await buildApp(config, { startWorkers: true, opening });
const seedDemo = config.SEED_DEMO ?? !config.DATABASE_URL;
if (seedDemo && (await isEmptyClub(app.ctx.db))) {
  // The demo is seeded by a process of its own (seed.ts, as `npm run seed`), and the server
  // opens the database again after it: what the seed's thousands of rows needed in memory
  // goes back to the system when it ends (bench/HISTORY.md, "Memory at the first start").
  await app.close();
  await seedInChildProcess();
  app = await buildApp(config, { startWorkers: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
clearInterval(starting);
console.log(
  `\nThe club portal is running at ${config.publicUrl}${config.BASE_PATH}/home (database: ${app.ctx.database.engine})\n`,
);
