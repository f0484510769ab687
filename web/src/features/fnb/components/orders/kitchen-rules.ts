/*
 * The kitchen view's pure rules: which orders are new since the last look, and where the
 * arrow keys take the focus among the tickets.
 */

/**
 * The ids not seen before, and the ids seen now added to `known`. The first look (known is
 * null) finds nothing new: the orders already open when the screen opens do not ring.
 */
export function findNew(
  known: ReadonlySet<number> | null,
  ids: readonly number[],
): { fresh: number[]; known: Set<number> } {
  if (known === null) return { fresh: [], known: new Set(ids) };
  const fresh = ids.filter((id) => !known.has(id));
  return { fresh, known: new Set([...known, ...ids]) };
}

/** The ticket a key moves the focus to from `index` among `count` (null: not a move key). */
export function focusTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** An order as the kitchen's list holds it: enough to tell which of two answers is newer. */
interface Versioned {
  id: number;
  version: number;
}

/**
 * A fresh answer for the open orders, laid over what the kitchen shows: an answer asked for
 * before a change of this screen's own can arrive after it, so an order never goes back to
 * an older version than shown, and one this screen saw leave (delivered, cancelled) at a
 * version does not come back at that version or an older one.
 */
export function keepNewest<T extends Versioned>(
  shown: readonly T[] | undefined,
  fresh: readonly T[],
  left: ReadonlyMap<number, number>,
): T[] {
  const known = new Map((shown ?? []).map((o) => [o.id, o]));
  return fresh
    .filter((o) => (left.get(o.id) ?? -1) < o.version)
    .map((o) => {
      const k = known.get(o.id);
      return k && k.version > o.version ? k : o;
    });
}
