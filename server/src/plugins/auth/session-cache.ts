import type { FastifyBaseLogger } from 'fastify';
import type { SessionContext, SessionRecord } from './sessions.ts';
import { LAST_SEEN_EVERY_MS } from './sessions.ts';
import type { Database } from '../../db/client.ts';
import { clearOnWrites } from '../../db/write-watch.ts';

/*
 * The signed-in reads' session lookup, kept in memory (docs/architecture.md, "The session
 * cache"). A request's cookie is looked up once a minute at most (which also keeps the
 * session's idle clock moving), not on every request. Sign-out, a status change, acting for a
 * member, a changed PIN or a deactivated staff account still take effect at once:
 *
 * - in this process, every statement that updates or deletes `sessions`, `members` or
 *   `staff_users` empties the cache before it runs (db/write-watch.ts), and a lookup that was
 *   under way meanwhile is not kept;
 * - in the other processes on the same PostgreSQL, the tables' triggers (migration
 *   0015_session_changes) NOTIFY `club_sessions` at the commit, and each empties its cache.
 *
 * Writing only `last_seen_at` changes nothing a request is told, and empties nothing.
 */

const CHANNEL = 'club_sessions';
export const TABLES =
  /^\s*(?:update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:sessions|members|staff_users)"?\b/i;
export const ONLY_LAST_SEEN =
  /^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*now\(\)\s+where\b/i;

interface Entry {
  record: SessionRecord;
  loadedAt: number;
}

export interface SessionCache {
  /** The session of a token's hash: from memory while fresh, else from `load`. */
  get(tokenHash: string, load: () => Promise<SessionRecord | null>): Promise<SessionContext | null>;
  /** Forgets every session (a write to them, or a notification). */
  clear(): void;
  readonly size: number;
  stop(): Promise<void>;
}

/**
 * A session cache for one server; `idleMinutes` as in the config, `max` entries at most (the
 * least recently loaded go first).
 */
export async function createSessionCache(
  database: Database,
  log: FastifyBaseLogger,
  options: { idleMinutes: number; max?: number },
): Promise<SessionCache> {
  const max = options.max ?? 10_000;
  const idleMs = options.idleMinutes * 60_000;
  const entries = new Map<string, Entry>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  const stop = await clearOnWrites(
    database,
    { tables: TABLES, ignore: ONLY_LAST_SEEN, channel: CHANNEL },
    clear,
  );
  log.debug('session cache listening');

  return {
    async get(tokenHash, load) {
      const now = Date.now();
      const hit = entries.get(tokenHash);
      if (
        hit &&
        now - hit.loadedAt < LAST_SEEN_EVERY_MS &&
        now < hit.record.expiresAt &&
        now < hit.record.lastSeenAt + idleMs
      ) {
        return hit.record.session;
      }
      entries.delete(tokenHash);
      const before = generation;
      const record = await load();
      // A write to sessions, members or staff while this lookup ran: it may be stale already.
      if (record && before === generation) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { record, loadedAt: now });
      }
      return record?.session ?? null;
    },
    clear,
    get size() {
      return entries.size;
    },
    stop,
  };
}
