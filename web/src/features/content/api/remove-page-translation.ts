import type { PageSlug, PageTranslationLanguage } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function removePageTranslation(
  slug: PageSlug,
  language: PageTranslationLanguage,
): Promise<void> {
  return api<void>(`${CONTENT_PATHS.admin}/pages/${slug}/translations/${language}`, {
    method: 'DELETE',
  });
}

/** Removes a page's Spanish or German version: visitors in that language see English again. */
export function useRemovePageTranslation(slug: PageSlug, language: PageTranslationLanguage) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => removePageTranslation(slug, language),
    onSuccess: () => {
      qc.setQueryData(contentKeys.translation(slug, language), { translation: null });
      void qc.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
