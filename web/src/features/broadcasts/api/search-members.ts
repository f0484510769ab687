import { MEMBERS_API, type MemberListResponse } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api';
import { broadcastsKeys } from './keys';

/** Up to 20 members whose code or name matches what the office typed (null: not asked). */
export function useMemberSearch(term: string | null) {
  return useQuery({
    queryKey: [...broadcastsKeys.all, 'members', term] as const,
    queryFn: () =>
      api<MemberListResponse>(apiPath(MEMBERS_API.admin), {
        query: { term: term ?? '', pageIndex: 0, pageSize: 20 },
      }),
    enabled: term !== null && term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
