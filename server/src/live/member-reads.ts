import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { clearOnWrites } from '../db/write-watch.ts';

/*
 * The member's own reads kept in memory (docs/architecture.md, "The member reads' cache"): the
 * answers the member's dashboard and statement open with, per member, language and month. They
 * are read from the ledger, the months' totals, the member and the club's settings, and any
 * change to one of those empties the whole cache, as the session cache is emptied:
 *
 * - in this process, every statement that writes one of those tables (or names one: a write
 *   that reads them is taken as one that may change them) empties it before it runs
 *   (db/write-watch.ts), and a read that was under way meanwhile is not kept;
 * - in every process on the same PostgreSQL, this one too, the tables' triggers (migration
 *   0032_member_reads_changed) NOTIFY `club_member_reads` at the commit, and each empties it:
 *   an answer read while the writing transaction was still open is dropped once it commits.
 *
 * Emptying everything on any write is coarse, and safe: a member is never shown a balance older
 * than the last change that reached the database.
 */

const CHANNEL = 'club_member_reads';
export const MEMBER_READ_TABLES =
  /\b"?(?:ledger_entries|ledger_month_totals|members|club_settings)"?(?=[\s.,;()"]|$)/i;

export interface MemberReads {
  /** The answer kept for `key`, or the one `produce` gives (kept unless a change came meanwhile). */
  read<T>(key: string, produce: () => Promise<T>): Promise<T>;
  /** Forgets every answer (a write, or a notification). */
  clear(): void;
  readonly size: number;
  stop(): Promise<void>;
}

/** The member reads' cache of one server: `max` answers at most (the oldest kept go first). */
export async function createMemberReads(
  database: Database,
  log: FastifyBaseLogger,
  options: { max?: number } = {},
): Promise<MemberReads> {
  const max = options.max ?? 10_000;
  const entries = new Map<string, unknown>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  const stop = await clearOnWrites(
    database,
    { tables: MEMBER_READ_TABLES, channel: CHANNEL },
    clear,
  );
  log.debug('member reads cache listening');
  return {
    async read<T>(key: string, produce: () => Promise<T>): Promise<T> {
      if (entries.has(key)) return entries.get(key) as T;
      const before = generation;
      const answer = await produce();
      if (before === generation) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, answer);
      }
      return answer;
    },
    clear,
    get size() {
      return entries.size;
    },
    stop,
  };
}
