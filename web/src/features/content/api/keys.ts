import type { Language, PageSlug, PageTranslationLanguage, SiteImageKind } from '@club/contracts';

/** The query keys of the content area (root 'content'); the only place they are written. */
export const contentKeys = {
  all: ['content'] as const,
  /** A public page in a reader's language (English where it has no version in it). */
  page: (slug: PageSlug, lang: Language) => [...contentKeys.all, 'page', slug, lang] as const,
  pages: (which: 'facilities' | 'all', lang: Language) =>
    [...contentKeys.all, 'pages', which, lang] as const,
  /** A page's Spanish or German version as its editor keeps it. */
  translation: (slug: PageSlug, language: PageTranslationLanguage) =>
    [...contentKeys.all, 'translation', slug, language] as const,
  images: (kind: SiteImageKind | 'all') => [...contentKeys.all, 'images', kind] as const,
  committee: () => [...contentKeys.all, 'committee'] as const,
  affiliated: () => [...contentKeys.all, 'affiliated'] as const,
  magazine: () => [...contentKeys.all, 'magazine'] as const,
  /** The notice board (members) and, under it, every notice (staff) and the public ones. */
  notices: () => [...contentKeys.all, 'notices'] as const,
  allNotices: () => [...contentKeys.notices(), 'all'] as const,
  publicNotices: () => [...contentKeys.notices(), 'public'] as const,
};
