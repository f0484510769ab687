import type {
  PageSlug,
  PageTranslation,
  PageTranslationLanguage,
  UpdatePageTranslationRequest,
} from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function savePageTranslation(
  slug: PageSlug,
  language: PageTranslationLanguage,
  body: UpdatePageTranslationRequest,
): Promise<PageTranslation> {
  return api<PageTranslation>(`${CONTENT_PATHS.admin}/pages/${slug}/translations/${language}`, {
    method: 'PUT',
    body,
  });
}

/** Saves a page's Spanish or German version; the public content is refreshed. */
export function useSavePageTranslation(slug: PageSlug, language: PageTranslationLanguage) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePageTranslationRequest) => savePageTranslation(slug, language, body),
    onSuccess: (translation) => {
      qc.setQueryData(contentKeys.translation(slug, language), { translation });
      void qc.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
