import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../db/client.ts';
import type { ReadCache } from '../lib/read-cache.ts';

/*
 * The public reads' cache across processes (docs/architecture.md, "The read cache"). Every
 * change of data a cached read shows runs through `changePublicData`: its transaction ends with
 * a NOTIFY on one channel naming the topics it changed, which PostgreSQL delivers at the commit
 * to every server process on the database, and each drops its entries of those topics. The
 * process that made the change drops them itself, at once after the commit, so its own next
 * read never waits for the notification (and it ignores its own notification).
 */

/** What a cached public read is read from; a change names the ones it touches. */
export const PUBLIC_READ_TOPICS = [
  'settings',
  'pages',
  'site_images',
  'committee',
  'affiliated',
  'events',
  'banquets',
] as const;
export type PublicReadTopic = (typeof PUBLIC_READ_TOPICS)[number];

const CHANNEL = 'club_public_reads';

/**
 * Runs a change of public data in one transaction and invalidates the cached reads of its
 * topics in every process: the one way the content and settings use cases write their tables
 * (a unit test refuses a write to them elsewhere).
 */
export async function changePublicData<T>(
  ctx: { db: Db; reads: ReadCache },
  topics: readonly PublicReadTopic[],
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      // First: PostgreSQL delivers a NOTIFY only at the commit (and drops it on a rollback), and
      // a statement after the work would hold the work's row locks one round trip longer.
      await notifyPublicData(tx, topics, ctx.reads.instance);
      return await work(tx);
    });
  } finally {
    // After the commit (or the rollback: a needless invalidation costs one read).
    ctx.reads.invalidate(topics);
  }
}

/**
 * Tells every process, at the caller's commit, that these topics changed; all of them, this
 * one too, unless `from` names this process's cache (changePublicData; the seed names none).
 */
export async function notifyPublicData(
  tx: Db | Tx,
  topics: readonly PublicReadTopic[],
  from: string | null = null,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ from, topics })})`);
}

/** Keeps `cache` in step with the changes other processes make; answers how to stop. */
export async function listenPublicData(
  database: Database,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return database.listen(
    CHANNEL,
    (raw) => {
      try {
        const { from, topics } = JSON.parse(raw) as { from?: unknown; topics?: unknown };
        if (!Array.isArray(topics)) throw new Error(`no list of topics: ${raw}`);
        if (from !== cache.instance) cache.invalidate(topics.map(String));
      } catch (err) {
        cache.clear();
        log.warn({ err }, 'a public data change could not be read; the read cache was cleared');
      }
    },
    // The listening connection was lost and is back: changes may have been missed meanwhile.
    () => cache.clear(),
  );
}
