import type { ContentPage, PageSlug, UpdatePageRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function updatePage(slug: PageSlug, body: UpdatePageRequest): Promise<ContentPage> {
  return api<ContentPage>(`${CONTENT_PATHS.admin}/pages/${slug}`, { method: 'PUT', body });
}

/** Saves a page; every cached copy of the public content is refreshed. */
export function useUpdatePage(slug: PageSlug) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePageRequest) => updatePage(slug, body),
    onSuccess: (page) => {
      qc.setQueryData(contentKeys.page(slug, 'en'), page);
      void qc.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
