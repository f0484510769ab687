import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';

/**
 * Live events: what changed, told to the browsers watching (server-sent events). A change
 * publishes its event inside its own transaction with PostgreSQL's NOTIFY, which delivers it
 * when the transaction commits (never for a rolled-back change), to every server process
 * using the database; each process passes it on to its subscribers.
 *
 * Topics and their payloads: modules add theirs by declaration merging
 * (`declare module '../../live/events.ts' { interface LiveTopics { ... } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by modules
export interface LiveTopics {}
export type LiveTopic = keyof LiveTopics;

const CHANNEL = 'club_live';

/** Publishes an event in the caller's transaction (delivered at its commit). */
export async function publish<T extends LiveTopic>(
  tx: DbOrTx,
  topic: T,
  payload: LiveTopics[T],
): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ topic, payload })})`);
}

/** Publishes one event per payload in one statement, in the caller's transaction. */
export async function publishMany<T extends LiveTopic>(
  tx: DbOrTx,
  topic: T,
  payloads: readonly LiveTopics[T][],
): Promise<void> {
  if (payloads.length === 0) return;
  const texts = payloads.map((payload) => JSON.stringify({ topic, payload }));
  await tx.execute(
    sql`select pg_notify(${CHANNEL}, t) from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality u(t, i) order by i`,
  );
}

export interface LiveEvents {
  /** Calls `handler` for each event of the topic; answers how to stop. */
  subscribe<T extends LiveTopic>(topic: T, handler: (payload: LiveTopics[T]) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLiveEvents(database: Database, log: FastifyBaseLogger): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let unlisten: (() => Promise<void>) | undefined;
  return {
    subscribe(topic, handler) {
      const h = handler as (payload: unknown) => void;
      emitter.on(topic, h);
      return () => emitter.off(topic, h);
    },
    async start() {
      unlisten ??= await database.listen(CHANNEL, (raw) => {
        try {
          const { topic, payload } = JSON.parse(raw) as { topic: string; payload: unknown };
          emitter.emit(topic, payload);
        } catch (err) {
          log.warn({ err }, 'a live event could not be read');
        }
      });
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
      emitter.removeAllListeners();
    },
  };
}
