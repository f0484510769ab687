import type { MagazineIssue } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_API } from '@club/contracts/core';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const magazineQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.magazine(),
    queryFn: () => api<MagazineIssue[]>(CONTENT_PATHS.magazine),
  });

/** Clubman issues, newest first (members). */
export function useMagazine() {
  return useQuery(magazineQueryOptions());
}

/** Where the browser opens an issue's PDF (the session cookie goes along). */
export const issueFileUrl = (id: number) => `${CONTENT_API.magazine}/${id}/file`;
