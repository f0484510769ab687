import type { Language, PageSummary } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const pagesQueryOptions = (which: 'facilities' | 'all', lang: Language) =>
  queryOptions({
    queryKey: contentKeys.pages(which, lang),
    // `which` then `lang`: the path the server's page head embeds.
    queryFn: () => api<PageSummary[]>(CONTENT_PATHS.pages, { query: { which, lang } }),
    initialData: () => embedded<PageSummary[]>(CONTENT_PATHS.pages, { which, lang }),
    staleTime: 60_000,
  });

/** The facility pages in menu order (cards), or every page (admin), in the reader's language. */
export function usePages(which: 'facilities' | 'all' = 'facilities', lang?: Language) {
  const reader = useLanguage();
  return useQuery(pagesQueryOptions(which, lang ?? reader));
}
