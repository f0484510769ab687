import type { Notice } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

/**
 * Today's notices for everyone (the public site's /news): the read the server embedded in the
 * page it drew (server/src/modules/content/news-page-head.ts), else asked.
 */
export const publicNoticesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.publicNotices(),
    queryFn: () => api<Notice[]>(CONTENT_PATHS.publicNotices),
    initialData: () => embedded<Notice[]>(CONTENT_PATHS.publicNotices),
    staleTime: 60_000,
  });

export function usePublicNotices() {
  return useQuery(publicNoticesQueryOptions());
}
