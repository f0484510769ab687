import type { ContentPage, PageSlug } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';

export const pageQueryOptions = (slug: PageSlug) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: () => api<ContentPage>(`/content/pages/${slug}`),
    // The server embeds a public page's first reads (page-head.ts): the first render has them.
    initialData: () => embedded<ContentPage>(`/content/pages/${slug}`),
    staleTime: 60_000,
  });

/** One public page's content. */
export function usePage(slug: PageSlug) {
  return useQuery(pageQueryOptions(slug));
}
