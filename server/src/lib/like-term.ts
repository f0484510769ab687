/** `%term%` for ILIKE, with the LIKE wildcards of the term itself taken literally. */
export const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
