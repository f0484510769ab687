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
