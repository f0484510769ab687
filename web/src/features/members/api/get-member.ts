import type { MemberDetail } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membersKeys } from './keys';
import { MEMBERS_PATHS } from './paths';

export function getMember(id: number): Promise<MemberDetail> {
  return api<MemberDetail>(`${MEMBERS_PATHS.admin}/${id}`);
}

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: membersKeys.detail(id), queryFn: () => getMember(id) });

/**
 * One member for the edit screen. Opening it always asks the server (a cached copy may be an
 * older version: the edit form must start from the member as it is now).
 */
export function useMember(id: number) {
  return useQuery({
    ...memberQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
  });
}
