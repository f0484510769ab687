import { createHash, randomUUID } from 'node:crypto';

/*
 * The in-process cache of the public reads every visitor makes (settings, the public pages,
 * banners, committee, affiliated clubs): per key, the answer's serialised JSON body and its
 * ETag (a strong hash of the body). An entry names the topics it was read from; a write that
 * changes one of them invalidates it (docs/architecture.md, "The read cache").
 *
 * A fill that was running while one of its topics was invalidated is not stored: it may have
 * read the database before the change committed. So an answer read before a change is never kept after
 * the change's invalidation, whatever the order in which they finish.
 */

export interface CachedBody {
  body: string;
  /**
   * The body's UTF-8 bytes, encoded once when the entry is filled: an answer sent as text is
   * measured and encoded again on every request, which cost a fifth of the public pages' reads
   * (7.3 kB; bench/HISTORY.md, "The public pages' bytes kept").
   */
  bytes: Buffer;
  etag: string;
}

export interface ReadCache {
  /** This cache's own name: a process ignores the notifications of its own changes. */
  readonly instance: string;
  /** The cached answer of `key`, or the one `produce` gives (stored unless invalidated meanwhile). */
  read(key: string, topics: readonly string[], produce: () => Promise<string>): Promise<CachedBody>;
  /** Drops every entry read from one of the topics. */
  invalidate(topics: readonly string[]): void;
  /** Drops everything (a lost invalidation channel: notifications may have been missed). */
  clear(): void;
  /** How many reads were answered from the cache and how many filled it (tests, bench notes). */
  stats(): { hits: number; fills: number; entries: number };
}

/** A strong ETag of a body: the quoted base64url SHA-256 of its bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for
 * If-None-Match: `W/"x"` matches `"x"`), or is `*`.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*') return true;
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

interface Entry extends CachedBody {
  topics: readonly string[];
}

export function createReadCache(): ReadCache {
  const entries = new Map<string, Entry>();
  /**
   * Bumped per topic by each invalidation (and all at once by `clear`, through `epoch`): a
   * fill that saw another generation of one of its topics is not stored.
   */
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (topics: readonly string[]) =>
    topics.reduce((sum, t) => sum + (generations.get(t) ?? 0), epoch * 1_000_000_007);
  let hits = 0;
  let fills = 0;
  return {
    instance: randomUUID(),
    async read(key, topics, produce) {
      const cached = entries.get(key);
      if (cached) {
        hits++;
        return cached;
      }
      const startedAt = generationOf(topics);
      const body = await produce();
      const bytes = Buffer.from(body, 'utf8');
      const entry: Entry = { body, bytes, etag: etagOf(bytes), topics };
      fills++;
      if (generationOf(topics) === startedAt) entries.set(key, entry);
      return entry;
    },
    invalidate(topics) {
      for (const t of topics) generations.set(t, (generations.get(t) ?? 0) + 1);
      for (const [key, entry] of entries) {
        if (entry.topics.some((t) => topics.includes(t))) entries.delete(key);
      }
    },
    clear() {
      epoch++;
      entries.clear();
    },
    stats: () => ({ hits, fills, entries: entries.size }),
  };
}
