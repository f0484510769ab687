/**
 * A list's search term as an ILIKE pattern, or nothing: a term of one character is ignored
 * (SPEC.md §5), and the pattern's own characters are escaped.
 */
export function likeTerm(term: string | undefined): string | undefined {
  const t = term?.trim() ?? '';
  if (t.length < 2) return undefined;
  return `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
