import type { ContentPage, Language, PageSlug } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

/**
 * A public page in a reader's language. The path always names the language, as the server's
 * page head embeds it (page-head.ts), so the first render takes the embedded answer.
 */
export const pageQueryOptions = (slug: PageSlug, lang: Language) =>
  queryOptions({
    queryKey: contentKeys.page(slug, lang),
    queryFn: () => api<ContentPage>(`${CONTENT_PATHS.pages}/${slug}`, { query: { lang } }),
    initialData: () => embedded<ContentPage>(`${CONTENT_PATHS.pages}/${slug}`, { lang }),
    staleTime: 60_000,
  });

/** One public page's content, in the reader's language unless another is named. */
export function usePage(slug: PageSlug, lang?: Language) {
  const reader = useLanguage();
  return useQuery(pageQueryOptions(slug, lang ?? reader));
}
