import type { MenuItem, menuItemListQuery, Paged } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

/** The list's query as the screen sends it (every paging field given). */
export type ItemListParams = z.output<typeof menuItemListQuery>;

export function getItemList(query: ItemListParams): Promise<Paged<MenuItem>> {
  return api<Paged<MenuItem>>(ADMIN_PATHS.items, { query: { ...query } });
}

export const itemListQueryOptions = (query: ItemListParams) =>
  queryOptions({
    queryKey: fnbKeys.itemList(query),
    queryFn: () => getItemList(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the staff list of menu items for the filters. */
export function useItemList(query: ItemListParams) {
  return useQuery(itemListQueryOptions(query));
}
