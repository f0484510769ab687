import type { Database } from './client.ts';

/*
 * Tells watchers, before it runs, of every statement that writes a table they watch: the
 * in-process half of a cache's invalidation (the session cache: plugins/auth/session-cache.ts).
 * Drizzle hands every statement it sends, in a transaction or not, to its logger; this one
 * logs nothing and only looks at the writes. Raw `sql` writes go through the same logger.
 */

export interface WriteWatcher {
  /** Matched against the statement's text (Drizzle writes `update "members" set ...`). */
  tables: RegExp;
  /** Statements of those tables that change nothing the watcher keeps. */
  ignore?: RegExp;
  changed: () => void;
}

const watchers = new Set<WriteWatcher>();

/** Starts telling `watcher`; answers how to stop. */
export function watchWrites(watcher: WriteWatcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

const WRITE = /^\s*(?:insert|update|delete|truncate|with)\b/i;

/** Drizzle's `logger` option for both engines. */
export const writeWatchLogger = {
  logQuery(query: string): void {
    if (watchers.size === 0 || !WRITE.test(query)) return;
    for (const w of watchers) {
      if (w.tables.test(query) && !w.ignore?.test(query)) w.changed();
    }
  },
};

/**
 * Runs `clear` on every write of the watched tables: in this process before the write runs
 * (`watchWrites`), and in every process at the commit, when the tables' triggers NOTIFY
 * `channel` (and when the listening connection comes back: changes may have been missed
 * meanwhile). The invalidation of the in-process caches of signed-in reads (the session cache,
 * the member reads' cache); answers how to stop.
 */
export async function clearOnWrites(
  database: Database,
  watch: Omit<WriteWatcher, 'changed'> & { channel: string },
  clear: () => void,
): Promise<() => Promise<void>> {
  const unwatch = watchWrites({ tables: watch.tables, ignore: watch.ignore, changed: clear });
  try {
    const unlisten = await database.listen(watch.channel, clear, clear);
    return async () => {
      unwatch();
      await unlisten();
    };
  } catch (err) {
    unwatch();
    throw err;
  }
}
