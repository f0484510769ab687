import type { NewsArticle, NewsCardPage } from '@club/contracts';
import type { Language } from '@club/contracts/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { newsKeys } from './keys';
import { NEWS_PAGE_SIZE, NEWS_PATHS } from './paths';

/** Who reads: the public site (public posts) or a member (members' posts too). */
export type NewsReader = 'public' | 'member';

const base = (who: NewsReader) => (who === 'public' ? NEWS_PATHS.public : NEWS_PATHS.member);

/**
 * A page of the published posts, newest first, in the reader's language (each post's version in
 * it, else its own words). The public site's first read is the one the server embedded in the
 * page it drew (same path and query: server/src/modules/content/news-page-head.ts).
 */
export const newsPageQueryOptions = (who: NewsReader, pageIndex: number, lang: Language) => {
  const query = { pageIndex, pageSize: NEWS_PAGE_SIZE, lang };
  return queryOptions({
    queryKey: newsKeys.page(who, pageIndex, lang),
    queryFn: () => api<NewsCardPage>(base(who), { query }),
    initialData: () =>
      who === 'public' ? embedded<NewsCardPage>(NEWS_PATHS.public, query) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export function useNewsPage(who: NewsReader, pageIndex: number) {
  return useQuery(newsPageQueryOptions(who, pageIndex, useLanguage()));
}

/**
 * One published post by its slug in the reader's language (404: not published, or not the
 * reader's).
 */
export const newsPostQueryOptions = (who: NewsReader, slug: string, lang: Language) =>
  queryOptions({
    queryKey: newsKeys.post(who, slug, lang),
    queryFn: () =>
      api<NewsArticle>(`${base(who)}/${encodeURIComponent(slug)}`, { query: { lang } }),
    initialData: () =>
      who === 'public'
        ? embedded<NewsArticle>(`${NEWS_PATHS.public}/${encodeURIComponent(slug)}`, { lang })
        : undefined,
    staleTime: 60_000,
    retry: false,
    meta: { errorInPlace: true },
  });

export function useNewsPost(who: NewsReader, slug: string) {
  return useQuery(newsPostQueryOptions(who, slug, useLanguage()));
}
