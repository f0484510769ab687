import type { PageSummary } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';

export const pagesQueryOptions = (which: 'facilities' | 'all' = 'facilities') =>
  queryOptions({
    queryKey: contentKeys.pages(which),
    queryFn: () => api<PageSummary[]>('/content/pages', { query: { which } }),
    initialData: () => embedded<PageSummary[]>('/content/pages', { which }),
    staleTime: 60_000,
  });

/** The facility pages in menu order (cards), or every page (admin). */
export function usePages(which: 'facilities' | 'all' = 'facilities') {
  return useQuery(pagesQueryOptions(which));
}
