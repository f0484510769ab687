import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { dataFolderSecret } from '../lib/link-signing.ts';
import { STOP_MESSAGE } from './stop-message.ts';

/** A worker that lived this long before dying is restarted at once; a quicker death backs off. */
const HEALTHY_MS = 30_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** The primary waits a little longer than its workers before it kills them. */
const STOP_MARGIN_MS = 2_000;

export interface PrimaryHooks {
  /** Seeds the demo club into the empty database (a process of its own). */
  seed(): Promise<void>;
  isEmptyClub(db: Db): Promise<boolean>;
}

/**
 * WORKERS=N (issue 33): this process migrates the database once (and seeds the demo when
 * asked), then runs N workers that share the port (node:cluster: this process owns the
 * listening socket and hands each connection to a worker). A worker that dies is restarted,
 * at once after a healthy life, else after a backoff that doubles up to 30 s. SIGTERM or SIGINT
 * stops every worker gracefully and exits when all have exited; a second one kills them.
 */
export async function runPrimary(config: Config, hooks: PrimaryHooks): Promise<void> {
  const database = await openConfiguredDatabase(config);
  const seed = config.SEED_DEMO ?? false;
  const empty = seed && (await hooks.isEmptyClub(database.db));
  await database.close();
  if (empty) await hooks.seed();
  // What each process would otherwise make its own: the sandbox's signing secret (a payment
  // started on one worker is checked on another) and the mail links' secret file.
  process.env.PAYMENTS_SANDBOX_SECRET ||= randomBytes(32).toString('hex');
  if (!config.LINK_SIGNING_SECRET) dataFolderSecret(config.DATA_DIR);

  let stopping = false;
  let quickDeaths = 0;
  /** The workers alive, and when each started. */
  const startedAt = new Map<Worker, number>();
  let listening = 0;
  let announced = false;

  function start(): void {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    console.log(`Worker ${worker.id} started (process ${worker.process.pid})`);
    worker.once('listening', () => {
      console.log(`Worker ${worker.id} (process ${worker.process.pid}) listening`);
      listening++;
      if (!announced && listening >= config.WORKERS) {
        announced = true;
        console.log(
          `\nThe club portal is running at ${config.publicUrl}${config.BASE_PATH}/home (database: postgres, ${config.WORKERS} workers)\n`,
        );
      }
    });
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      console.log(`Worker ${worker.id} (process ${worker.process.pid}) stopped (${how})`);
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived >= HEALTHY_MS ? 0 : quickDeaths + 1;
    const delay =
      quickDeaths <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (quickDeaths - 2));
    console.error(
      `Worker ${worker.id} (process ${worker.process.pid}) exited (${how}) after ${lived} ms; a new one starts${delay ? ` in ${delay} ms` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) start();
    }, delay);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    const workers = [...startedAt.keys()];
    if (stopping) {
      console.error(`${signal} again: killing the ${workers.length} workers left`);
      for (const w of workers) w.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: stopping ${workers.length} workers`);
    if (workers.length === 0) process.exit(0);
    // A message, not the signal: a worker may have had the signal already (its process group,
    // systemd's control group), and a second signal would stop it at once.
    for (const w of workers) if (w.isConnected()) w.send(STOP_MESSAGE);
    setTimeout(() => {
      console.error(`The workers did not stop within SHUTDOWN_TIMEOUT_MS: killing them`);
      for (const w of startedAt.keys()) w.process.kill('SIGKILL');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + STOP_MARGIN_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));

  for (let i = 0; i < config.WORKERS; i++) start();
}
