import type { CommitteeMember } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';

export const committeeQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.committee(),
    queryFn: () => api<CommitteeMember[]>('/content/committee'),
    initialData: () => embedded<CommitteeMember[]>('/content/committee'),
    staleTime: 60_000,
  });

export function useCommittee() {
  return useQuery(committeeQueryOptions());
}
