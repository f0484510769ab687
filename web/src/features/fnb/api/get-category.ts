import type { CategoryDetail } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function getCategory(id: number): Promise<CategoryDetail> {
  return api<CategoryDetail>(`${ADMIN_PATHS.categories}/${id}`);
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fnbKeys.category(id),
    queryFn: () => getCategory(id),
    staleTime: 5_000,
  });

/** One category with its sub-categories in their order (null id: nothing asked). */
export function useCategory(id: number | null, opts: { errorInPlace?: boolean } = {}) {
  return useQuery({
    ...categoryQueryOptions(id ?? 0),
    enabled: id !== null,
    meta: { errorInPlace: opts.errorInPlace ?? false },
  });
}
