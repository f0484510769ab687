import type { NewsArticle, NewsCardPage } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { newsKeys } from './keys';
import { NEWS_PAGE_SIZE, NEWS_PATHS } from './paths';

/** Who reads: the public site (public posts) or a member (members' posts too). */
export type NewsReader = 'public' | 'member';

const base = (who: NewsReader) => (who === 'public' ? NEWS_PATHS.public : NEWS_PATHS.member);

/**
 * A page of the published posts, newest first. The public site's first read is the one the
 * server embedded in the page it drew (same path and query: server/src/modules/content/
 * news-page-head.ts).
 */
export const newsPageQueryOptions = (who: NewsReader, pageIndex: number) => {
  const query = { pageIndex, pageSize: NEWS_PAGE_SIZE };
  return queryOptions({
    queryKey: newsKeys.page(who, pageIndex),
    queryFn: () => api<NewsCardPage>(base(who), { query }),
    initialData: () =>
      who === 'public' ? embedded<NewsCardPage>(NEWS_PATHS.public, query) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export function useNewsPage(who: NewsReader, pageIndex: number) {
  return useQuery(newsPageQueryOptions(who, pageIndex));
}

/** One published post by its slug (404: not published, or not the reader's). */
export const newsPostQueryOptions = (who: NewsReader, slug: string) =>
  queryOptions({
    queryKey: newsKeys.post(who, slug),
    queryFn: () => api<NewsArticle>(`${base(who)}/${encodeURIComponent(slug)}`),
    initialData: () =>
      who === 'public'
        ? embedded<NewsArticle>(`${NEWS_PATHS.public}/${encodeURIComponent(slug)}`)
        : undefined,
    staleTime: 60_000,
    retry: false,
    meta: { errorInPlace: true },
  });

export function useNewsPost(who: NewsReader, slug: string) {
  return useQuery(newsPostQueryOptions(who, slug));
}
