import type { Language } from '@club/contracts/core';

/** The query keys of the statements area (root 'statements'); the only place they are written. */
export const statementsKeys = {
  all: ['statements'] as const,
  /** The signed-in member's account: balance, statement months and statements. */
  mine: () => [...statementsKeys.all, 'mine'] as const,
  /** The dashboard and a month's statement are written in the reader's language. */
  summary: (lang: Language) => [...statementsKeys.mine(), 'summary', lang] as const,
  /** The months, with the newest month's statement in the reader's language. */
  months: (lang: Language) => [...statementsKeys.mine(), 'months', lang] as const,
  month: (month: string, lang: Language) =>
    [...statementsKeys.mine(), 'month', month, lang] as const,
  /** Admin: bill-file imports. */
  imports: () => [...statementsKeys.all, 'imports'] as const,
  importList: (pageIndex: number, pageSize: number) =>
    [...statementsKeys.imports(), 'list', pageIndex, pageSize] as const,
  import: (id: number) => [...statementsKeys.imports(), 'one', id] as const,
};
