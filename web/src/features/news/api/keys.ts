import type { Language } from '@club/contracts/core';
import type { NewsAdminParams } from './admin';

/** The news' query keys (root 'news'); the only place they are written. */
export const newsKeys = {
  all: ['news'] as const,
  admin: () => [...newsKeys.all, 'admin'] as const,
  adminList: (q: NewsAdminParams) => [...newsKeys.admin(), q] as const,
  /** The readers' lists and posts: the public site's, the members', in a reader's language. */
  read: (who: 'public' | 'member') => [...newsKeys.all, 'read', who] as const,
  page: (who: 'public' | 'member', pageIndex: number, lang: Language) =>
    [...newsKeys.read(who), 'page', pageIndex, lang] as const,
  post: (who: 'public' | 'member', slug: string, lang: Language) =>
    [...newsKeys.read(who), 'post', slug, lang] as const,
};
