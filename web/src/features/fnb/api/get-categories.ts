import type { Category, categoryListQuery, FnbOutlet, Paged } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

/** The list's query as the screen sends it (every paging field given). */
export type CategoryListParams = z.output<typeof categoryListQuery>;

export function getCategories(query: CategoryListParams): Promise<Paged<Category>> {
  return api<Paged<Category>>(ADMIN_PATHS.categories, { query: { ...query } });
}

export const categoriesQueryOptions = (query: CategoryListParams) =>
  queryOptions({
    queryKey: fnbKeys.categoryList(query),
    queryFn: () => getCategories(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of an outlet's categories for the search and sort. */
export function useCategoryList(query: CategoryListParams) {
  return useQuery(categoriesQueryOptions(query));
}

/** Every category of an outlet in the menu's order (sort, then name), page by page. */
export async function getAllCategories(outlet: FnbOutlet): Promise<Category[]> {
  const all: Category[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await getCategories({
      outlet,
      sortBy: 'sort',
      sortDir: 'asc',
      pageIndex,
      pageSize: 100,
    });
    all.push(...page.items);
    if (pageIndex + 1 >= page.pageCount) return all;
  }
}

/** Every category of an outlet (the choices of the item form and the menu filters). */
export function useCategoryChoices(outlet: FnbOutlet | null) {
  return useQuery({
    queryKey: fnbKeys.categoryChoices(outlet ?? 'restaurant'),
    queryFn: () => getAllCategories(outlet!),
    enabled: outlet !== null,
    staleTime: 10_000,
  });
}
