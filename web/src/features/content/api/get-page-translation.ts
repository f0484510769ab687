import type { PageSlug, PageTranslationLanguage, PageTranslationResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const pageTranslationQueryOptions = (slug: PageSlug, language: PageTranslationLanguage) =>
  queryOptions({
    queryKey: contentKeys.translation(slug, language),
    queryFn: () =>
      api<PageTranslationResponse>(`${CONTENT_PATHS.admin}/pages/${slug}/translations/${language}`),
  });

/** A page's Spanish or German version for its editor (`translation` null while there is none). */
export function usePageTranslation(slug: PageSlug, language: PageTranslationLanguage) {
  return useQuery(pageTranslationQueryOptions(slug, language));
}
