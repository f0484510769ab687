import type { Notice } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const allNoticesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.allNotices(),
    queryFn: () => api<Notice[]>(`${CONTENT_PATHS.admin}/notices`),
  });

/** Every notice, past and future (staff). */
export function useAllNotices() {
  return useQuery(allNoticesQueryOptions());
}
