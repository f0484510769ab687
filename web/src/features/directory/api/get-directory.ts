import type { DirectoryPage, directoryQuery } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

import { directoryKeys } from './keys';
import { DIRECTORY_PATHS } from './paths';

/** The list's query as the screen sends it. */
export type DirectoryParams = Partial<z.output<typeof directoryQuery>>;

export function getDirectory(query: DirectoryParams): Promise<DirectoryPage> {
  return api<DirectoryPage>(DIRECTORY_PATHS.contacts, {
    query: { ...query },
  });
}

export const directoryQueryOptions = (query: DirectoryParams) =>
  queryOptions({
    queryKey: directoryKeys.list(query),
    queryFn: () => getDirectory(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** One page of the members' directory (listed members, only the fields each shares). */
export function useDirectory(query: DirectoryParams) {
  return useQuery(directoryQueryOptions(query));
}
