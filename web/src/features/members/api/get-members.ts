import type { MemberListQuery, MemberListResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membersKeys } from './keys';
import { MEMBERS_PATHS } from './paths';

export function getMembers(query: MemberListQuery): Promise<MemberListResponse> {
  return api<MemberListResponse>(MEMBERS_PATHS.admin, { query: { ...query } });
}

export const membersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: membersKeys.list(query),
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the members list for the filters. */
export function useMemberList(query: MemberListQuery) {
  return useQuery(membersQueryOptions(query));
}
