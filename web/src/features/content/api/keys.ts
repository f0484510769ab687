import type { PageSlug, SiteImageKind } from '@club/contracts';

/** The query keys of the content area (root 'content'); the only place they are written. */
export const contentKeys = {
  all: ['content'] as const,
  page: (slug: PageSlug) => [...contentKeys.all, 'page', slug] as const,
  pages: (which: 'facilities' | 'all') => [...contentKeys.all, 'pages', which] as const,
  images: (kind: SiteImageKind | 'all') => [...contentKeys.all, 'images', kind] as const,
  committee: () => [...contentKeys.all, 'committee'] as const,
  affiliated: () => [...contentKeys.all, 'affiliated'] as const,
  magazine: () => [...contentKeys.all, 'magazine'] as const,
  /** The notice board (members) and, under it, every notice (staff). */
  notices: () => [...contentKeys.all, 'notices'] as const,
  allNotices: () => [...contentKeys.notices(), 'all'] as const,
};
