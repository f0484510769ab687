import type { CommitteeMember } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const committeeQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'committee'],
    queryFn: () => api<CommitteeMember[]>('/content/committee'),
    staleTime: 60_000,
  });

export function useCommittee() {
  return useQuery(committeeQueryOptions());
}
