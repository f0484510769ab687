import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';

/** Attempts before a job is given up ("dead"); backoff doubles from 5 s. */
export const MAX_ATTEMPTS = 8;

/**
 * The topics of the outbox and their payloads. A module adds its own topics by declaration
 * merging (`declare module '../../jobs/outbox.ts' { interface OutboxTopics { ... } }`) and
 * registers a handler for each with `outbox.on(topic, handler)`.
 */
export interface OutboxTopics {
  /** A rendered mail, sent by the worker through the mail transport. */
  mail: OutgoingMail;
}
export type OutboxTopic = keyof OutboxTopics;

/**
 * Queues a side effect in the same transaction as the change that causes it: it happens
 * after the commit, at least once (the worker retries with backoff), or not at all. `at`
 * delays it: the worker does not take it before then (a scheduled broadcast's fan-out).
 */
export async function enqueue<T extends OutboxTopic>(
  db: DbOrTx,
  topic: T,
  payload: OutboxTopics[T],
  options: { at?: Date } = {},
): Promise<void> {
  await outboxInsert(db, topic, payload, options);
}

/**
 * enqueue's insert, built and not yet run: to run in one statement with the change that causes
 * it (db/write-together.ts). Not async: awaiting it runs it.
 */
export function outboxInsert<T extends OutboxTopic>(
  db: DbOrTx,
  topic: T,
  payload: OutboxTopics[T],
  options: { at?: Date } = {},
) {
  return db
    .insert(outbox)
    .values({ topic, payload, ...(options.at ? { availableAt: options.at } : {}) });
}

/** Queues a mail in the same transaction as the change that causes it. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await enqueue(db, 'mail', mail);
}

export type OutboxHandler<T extends OutboxTopic = OutboxTopic> = (
  payload: OutboxTopics[T],
) => Promise<void>;

export interface OutboxWorker {
  /** Handles a topic's entries (one handler per topic; `mail` is built in). */
  on<T extends OutboxTopic>(topic: T, handler: OutboxHandler<T>): void;
  /** Processes every job that is due now; returns how many were handled. */
  drain(): Promise<number>;
  start(): void;
  /** Stops claiming (between batches) and waits for the batch in hand. */
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
  // Each topic's handler; a mail's job id names its .eml file when there is no SMTP server.
  const handlers = new Map<string, (payload: unknown, jobId: number) => Promise<void>>();
  handlers.set('mail', (payload, jobId) => transport.send(payload as OutgoingMail, jobId));

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
      // A stop takes effect between batches: the jobs claimed are handled, no more are taken.
      if (stopped) return handled;
      const jobs = await claim();
      if (jobs.length === 0) return handled;
      for (const job of jobs) {
        handled++;
        try {
          const handle = handlers.get(job.topic);
          if (!handle) throw new Error(`unknown topic ${job.topic}`);
          await handle(job.payload, job.id);
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
    on(topic, handler) {
      if (handlers.has(topic)) throw new Error(`the outbox topic ${topic} has a handler already`);
      handlers.set(topic, handler as (payload: unknown) => Promise<void>);
    },
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
