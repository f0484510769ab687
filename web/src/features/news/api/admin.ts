import type { NewsItem, NewsPost, NewsPostPage, NewsStatus, newsAdminQuery } from '@club/contracts';
import type { z } from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { newsKeys } from './keys';
import { NEWS_PATHS } from './paths';

/** The editors' list query as the screen sends it. */
export type NewsAdminParams = Partial<z.output<typeof newsAdminQuery>>;

export const newsPostsQueryOptions = (query: NewsAdminParams) =>
  queryOptions({
    queryKey: newsKeys.adminList(query),
    queryFn: () => api<NewsPostPage>(NEWS_PATHS.admin, { query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the posts (every status), for the editors. */
export function useNewsPosts(query: NewsAdminParams) {
  return useQuery(newsPostsQueryOptions(query));
}

/** Adds a post as a draft (no id) or changes one (its id and the version seen). */
export function saveNewsPost(
  item: NewsItem & { id?: number; version?: number },
): Promise<NewsPost> {
  return api<NewsPost>(NEWS_PATHS.admin, {
    method: item.id === undefined ? 'POST' : 'PUT',
    body: { item },
  });
}

export function useSaveNewsPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveNewsPost,
    onSettled: () => qc.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** Publishes a post or takes it back to a draft, at the version seen. */
export function useSetNewsStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: NewsStatus; version: number }) =>
      api<NewsPost>(`${NEWS_PATHS.admin}/${v.id}/status`, {
        method: 'PUT',
        body: { status: v.status, version: v.version },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** Deletes one post. */
export function useDeleteNewsPost() {
  const qc = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: async (id) => {
      await api(`${NEWS_PATHS.admin}/${id}`, { method: 'DELETE' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
