import type { AffiliatedClub } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const affiliatedQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.affiliated(),
    queryFn: () => api<AffiliatedClub[]>(CONTENT_PATHS.affiliated),
    initialData: () => embedded<AffiliatedClub[]>(CONTENT_PATHS.affiliated),
    staleTime: 60_000,
  });

export function useAffiliatedClubs() {
  return useQuery(affiliatedQueryOptions());
}
