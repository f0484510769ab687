import type { Notice } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: ['notices'], queryFn: () => api<Notice[]>('/notices') });

/** The Notice Board (members). */
export function useNotices() {
  return useQuery(noticesQueryOptions());
}
