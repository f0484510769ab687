/** The ids with `id` moved one place (-1 up, +1 down); null when it cannot move (or is absent). */
export function moveId(ids: readonly number[], id: number, by: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const out = [...ids];
  out[from] = ids[to]!;
  out[to] = id;
  return out;
}
