import type { MemberMenuItem } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys, type MenuFilter } from './keys';
import { MEMBER_PATHS, MENU_REFRESH_MS } from './member-paths';

export function getMemberItems(q: MenuFilter): Promise<{ items: MemberMenuItem[] }> {
  return api<{ items: MemberMenuItem[] }>(MEMBER_PATHS.items, {
    query: { ...q },
  });
}

export const memberItemsQueryOptions = (q: MenuFilter, enabled = true) =>
  queryOptions({
    queryKey: fnbKeys.memberItems(q),
    queryFn: () => getMemberItems(q),
    enabled,
    staleTime: 5_000,
    refetchInterval: MENU_REFRESH_MS,
    placeholderData: keepPreviousData,
    meta: { errorInPlace: true },
  });

/** The menu's items matching the filters, each saying whether it can be added now. */
export function useMemberItems(q: MenuFilter, enabled = true) {
  return useQuery(memberItemsQueryOptions(q, enabled));
}
