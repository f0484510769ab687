import type { CommitteeMember } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const committeeQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.committee(),
    queryFn: () => api<CommitteeMember[]>(CONTENT_PATHS.committee),
    initialData: () => embedded<CommitteeMember[]>(CONTENT_PATHS.committee),
    staleTime: 60_000,
  });

export function useCommittee() {
  return useQuery(committeeQueryOptions());
}
