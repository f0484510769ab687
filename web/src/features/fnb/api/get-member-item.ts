import type { MemberMenuItem } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MEMBER_PATHS, MENU_REFRESH_MS } from './member-paths';

export function getMemberItem(id: number): Promise<MemberMenuItem> {
  return api<MemberMenuItem>(`${MEMBER_PATHS.items}/${id}`);
}

export const memberItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fnbKeys.memberItem(id),
    queryFn: () => getMemberItem(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5_000,
    refetchInterval: MENU_REFRESH_MS,
    meta: { errorInPlace: true },
  });

/** One menu item (an inactive one too, saying so), kept fresh. */
export function useMemberItem(id: number) {
  return useQuery(memberItemQueryOptions(id));
}
