import 'dotenv/config';
import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { STOP_MESSAGE } from './lifecycle/stop-message.ts';
import { seedInChildProcess } from './seed/child-process.ts';

/*
 * A handle that keeps the event loop busy until the server listens. Without one, the loop runs
 * dry while a start waits on files, and Node then waits for every background task of V8 to
 * finish, PGlite's WASM being optimised among them: 0.4 s of a start spent waiting
 * (bench/HISTORY.md, "Start to ready").
 */
const starting = setInterval(() => undefined, 60_000);
const config = loadConfig();
const several = config.WORKERS > 1;
if (several && !config.DATABASE_URL) {
  console.error(
    'WORKERS needs PostgreSQL (DATABASE_URL): the embedded database is owned by one process. Unset WORKERS or set DATABASE_URL.',
  );
  process.exit(1);
}

if (several && cluster.isPrimary) {
  // WORKERS=N: this process migrates (and seeds) once, then runs the workers (lifecycle/primary.ts).
  clearInterval(starting);
  const { runPrimary } = await import('./lifecycle/primary.ts');
  const { isEmptyClub } = await import('./seed/is-empty-club.ts');
  await runPrimary(config, { seed: seedInChildProcess, isEmptyClub });
} else {
  // The database opens (PGlite compiles its WASM and reads its files) while the app's code loads:
  // a start waits for the longer of the two, not their sum (bench/HISTORY.md, "Start to ready").
  // A worker of several finds it migrated by the primary.
  const opening = openConfiguredDatabase(config, undefined, { migrate: !cluster.isWorker });
  // A worker's stop (the primary's message, or the primary gone) may come while it starts: it
  // is carried out once the app is built.
  let stopAsked: string | undefined;
  let askStop = (reason: string): void => {
    stopAsked ??= reason;
  };
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (message === STOP_MESSAGE) askStop('asked by the primary process');
    });
    process.on('disconnect', () => askStop('the primary process is gone'));
  }
  opening.catch(() => undefined); // its failure is thrown where buildApp awaits it
  const { buildApp } = await import('./app.ts');
  const { installGracefulStop } = await import('./lifecycle/graceful-stop.ts');
  const { isEmptyClub } = await import('./seed/is-empty-club.ts');
  let app = await buildApp(config, { startWorkers: true, opening });
  const seedDemo = config.SEED_DEMO ?? !config.DATABASE_URL;
  if (!cluster.isWorker && seedDemo && (await isEmptyClub(app.ctx.db))) {
    // The demo is seeded by a process of its own (seed.ts, as `npm run seed`), and the server
    // opens the database again after it: what the seed's thousands of rows needed in memory
    // goes back to the system when it ends (bench/HISTORY.md, "Memory at the first start").
    await app.close();
    await seedInChildProcess();
    app = await buildApp(config, { startWorkers: true });
  }

  // SIGTERM or SIGINT: a graceful stop (lifecycle/graceful-stop.ts); again: at once.
  const stop = installGracefulStop(app, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    ...(cluster.isWorker ? { acceptDrainMs: 0 } : {}),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => stop.signal(signal));
  if (stopAsked) {
    await app.close();
    process.exit(0);
  }
  askStop = (reason) => {
    stop.stop(reason);
  };

  await app.listen({ host: config.HOST, port: config.PORT });
  clearInterval(starting);
  if (!cluster.isWorker) {
    console.log(
      `\nThe club portal is running at ${config.publicUrl}${config.BASE_PATH}/home (database: ${app.ctx.database.engine})\n`,
    );
  }
}
