/**
 * `%term%` for ILIKE, with the LIKE wildcards of the term itself taken literally. A list's term
 * of one character never reaches here: the contracts' `searchTerm` drops it (SPEC.md §5).
 */
export const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
