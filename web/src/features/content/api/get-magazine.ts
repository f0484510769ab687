import type { MagazineIssue } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '../../../lib/api';
import { contentKeys } from './keys';

export const magazineQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.magazine(),
    queryFn: () => api<MagazineIssue[]>('/magazine'),
  });

/** Clubman issues, newest first (members). */
export function useMagazine() {
  return useQuery(magazineQueryOptions());
}

/** Where the browser opens an issue's PDF (the session cookie goes along). */
export const issueFileUrl = (id: number) => `${API_BASE}/magazine/${id}/file`;
