import type { Language } from '@club/contracts/core';

/** The query keys of the payments area (root 'payments'); the only place they are written. */
export const paymentsKeys = {
  all: ['payments'] as const,
  mine: () => [...paymentsKeys.all, 'mine'] as const,
  list: (pageIndex: number, pageSize: number, lang: Language) =>
    [...paymentsKeys.mine(), pageIndex, pageSize, lang] as const,
};
