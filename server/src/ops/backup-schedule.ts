import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { backupRuns } from '../db/schema/index.ts';
import { createIntervalJob } from '../jobs/interval-job.ts';
import { recordedBackup, type BackupOutcome } from './backup-runs.ts';
import { listenOpsSocket, opsSocketPath, type OpsSocket } from './ops-socket.ts';

/** What the server's backups need of the app's context. */
export interface OpsContext {
  config: Config;
  database: Database;
  clock: { now(): Date };
}

const HOUR = 3_600_000;
/** How often the schedule looks whether a backup is due (at most). */
const TICK_MS = 10 * 60_000;
/** After a failed scheduled backup, the next try waits this long (not every tick). */
const RETRY_MS = HOUR;
/** The advisory lock the processes on one PostgreSQL database take for a scheduled backup. */
const SCHEDULE_LOCK = 0x0c1b_bac0;

/** BACKUP_EVERY_HOURS as it applies: unset = 24 on the embedded engine, 0 (off) on PostgreSQL. */
export const backupEveryHours = (config: Config) =>
  config.BACKUP_EVERY_HOURS ?? (config.DATABASE_URL ? 0 : 24);

/**
 * Whether a scheduled backup is due at `now`: no backup (of any trigger) succeeded in the last
 * `hours`, and no scheduled one failed in the last hour.
 */
async function isDue(q: DbOrTx, now: Date, hours: number): Promise<boolean> {
  const recent = (since: number, ok: boolean) =>
    q
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(
        and(
          eq(backupRuns.ok, ok),
          gt(backupRuns.startedAt, new Date(now.getTime() - since)),
          ok ? undefined : eq(backupRuns.trigger, 'schedule'),
        ),
      )
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
  const [good, failed] = await Promise.all([
    recent(hours * HOUR, true),
    recent(Math.min(RETRY_MS, hours * HOUR), false),
  ]);
  return good.length === 0 && failed.length === 0;
}

/**
 * One look of the schedule: takes a backup when one is due (`isDue`), recorded with the
 * trigger 'schedule'; undefined when none was due (or the schedule is off). On PostgreSQL the
 * look runs in a transaction holding an advisory lock, so of several processes on one database
 * one takes it and the others pass (and its `backup_runs` row, written in that transaction,
 * tells the next look it is done). On PGlite one process owns the database.
 */
export async function scheduledBackup(ctx: OpsContext): Promise<BackupOutcome | undefined> {
  const hours = backupEveryHours(ctx.config);
  if (hours === 0) return undefined;
  const { db, engine } = ctx.database;
  const now = ctx.clock.now();
  const options = { config: ctx.config, engine, trigger: 'schedule' as const, now };
  if (engine === 'pglite') {
    return (await isDue(db, now, hours)) ? recordedBackup(db, options) : undefined;
  }
  return db.transaction(async (tx) => {
    const [lock] = (
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK}::bigint) as got`)
    ).rows as { got: boolean }[];
    if (!lock?.got || !(await isDue(tx, now, hours))) return undefined;
    // The snapshot runs on another connection of the pool; the row is written in this one.
    return recordedBackup(db, { ...options, recordIn: tx });
  });
}

export interface OpsWorkers {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The server's backup workers (app.ts starts them with the other workers): the schedule
 * (BACKUP_EVERY_HOURS), and on the embedded engine the operations socket `npm run backup`
 * asks while the server holds the data folder (ops-socket.ts).
 */
export function createOpsWorkers(ctx: OpsContext, log: FastifyBaseLogger): OpsWorkers {
  const hours = backupEveryHours(ctx.config);
  const schedule = createIntervalJob(
    'scheduled backup',
    async () => {
      const outcome = await scheduledBackup(ctx);
      if (outcome && !outcome.ok) throw new Error(outcome.error);
      return outcome;
    },
    log,
    hours === 0 ? 0 : Math.min(TICK_MS, Math.round(hours * HOUR)),
    (r) => (r?.ok ? r.summary : null),
  );
  let socket: OpsSocket | undefined;
  return {
    async start() {
      schedule.start();
      if (ctx.database.engine !== 'pglite') return;
      const { db, engine } = ctx.database;
      try {
        socket = await listenOpsSocket(
          opsSocketPath(ctx.config.DATA_DIR),
          async () => {
            const outcome = await recordedBackup(db, {
              config: ctx.config,
              engine,
              trigger: 'manual',
            });
            if (outcome.ok) log.info(outcome.summary, 'backup taken (npm run backup)');
            else log.error({ error: outcome.error }, 'backup failed (npm run backup)');
            return outcome;
          },
          (err) => log.error({ err }, 'operations socket'),
        );
      } catch (err) {
        // The portal runs without it: `npm run backup` then says to stop the portal first.
        log.error(
          { err },
          'the operations socket could not listen; npm run backup needs the portal stopped',
        );
      }
    },
    async stop() {
      await socket?.close();
      await schedule.stop();
    },
  };
}
