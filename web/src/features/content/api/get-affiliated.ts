import type { AffiliatedClub } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const affiliatedQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'affiliated'],
    queryFn: () => api<AffiliatedClub[]>('/content/affiliated'),
    staleTime: 60_000,
  });

export function useAffiliatedClubs() {
  return useQuery(affiliatedQueryOptions());
}
