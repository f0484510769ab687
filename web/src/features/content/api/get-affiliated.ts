import type { AffiliatedClub } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';

export const affiliatedQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.affiliated(),
    queryFn: () => api<AffiliatedClub[]>('/content/affiliated'),
    initialData: () => embedded<AffiliatedClub[]>('/content/affiliated'),
    staleTime: 60_000,
  });

export function useAffiliatedClubs() {
  return useQuery(affiliatedQueryOptions());
}
