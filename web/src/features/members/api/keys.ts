import type { Language } from '@club/contracts/core';
import type { AvailabilityQuery, MemberListQuery } from '@club/contracts';

/** The query keys of the members area (root 'members'); the only place they are written. */
export const membersKeys = {
  all: ['members'] as const,
  lists: () => [...membersKeys.all, 'list'] as const,
  list: (q: MemberListQuery) => [...membersKeys.lists(), q] as const,
  detail: (id: number) => [...membersKeys.all, 'detail', id] as const,
  account: (id: number, part: 'summary' | 'months' | 'payments', lang?: Language) =>
    [...membersKeys.all, 'account', id, part, ...(lang ? [lang] : [])] as const,
  availability: (q: AvailabilityQuery) => [...membersKeys.all, 'availability', q] as const,
};
