import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';

/** Attempts before a job is given up ("dead"); backoff doubles from 5 s. */
export const MAX_ATTEMPTS = 8;

/** Queues a mail in the same transaction as the change that causes it. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await db.insert(outbox).values({ topic: 'mail', payload: mail });
}

export interface OutboxWorker {
  /** Processes every job that is due now; returns how many were handled. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  pollMs: number,
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claim(): Promise<(typeof outbox.$inferSelect)[]> {
    // Claim due jobs; a crashed worker's claim expires after a minute.
    return db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: sql`now() + interval '1 minute'` })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(
              sql`(${outbox.status} = 'pending' and ${outbox.availableAt} <= now())
                or (${outbox.status} = 'sending' and ${outbox.lockedUntil} < now())`,
            )
            .orderBy(outbox.id)
            .limit(20)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const jobs = await claim();
      if (jobs.length === 0) return handled;
      for (const job of jobs) {
        handled++;
        try {
          if (job.topic !== 'mail') throw new Error(`unknown topic ${job.topic}`);
          await transport.send(job.payload as OutgoingMail, job.id);
          await db
            .update(outbox)
            .set({
              status: 'sent',
              doneAt: sql`now()`,
              attempts: job.attempts + 1,
              lastError: null,
            })
            .where(eq(outbox.id, job.id));
        } catch (err) {
          const attempts = job.attempts + 1;
          const dead = attempts >= MAX_ATTEMPTS;
          log.warn({ err, jobId: job.id, attempts }, 'outbox job failed');
          await db
            .update(outbox)
            .set({
              status: dead ? 'dead' : 'pending',
              attempts,
              lastError: String((err as Error).message ?? err).slice(0, 500),
              availableAt: sql`now() + make_interval(secs => ${5 * 2 ** (attempts - 1)})`,
            })
            .where(and(eq(outbox.id, job.id), eq(outbox.status, 'sending')));
        }
      }
    }
  }

  function drain(): Promise<number> {
    // One drain at a time; a caller arriving meanwhile waits for it, then runs again.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(runOnce);
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  function schedule() {
    if (stopped || pollMs === 0) return;
    timer = setTimeout(() => {
      drain()
        .catch((err) => log.error({ err }, 'outbox drain failed'))
        .finally(schedule);
    }, pollMs);
  }

  return {
    drain,
    start: () => {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
