import type { Notice } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.notices(),
    queryFn: () => api<Notice[]>(CONTENT_PATHS.notices),
  });

/** The Notice Board (members). */
export function useNotices() {
  return useQuery(noticesQueryOptions());
}
