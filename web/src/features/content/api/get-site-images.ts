import type { SiteImage, SiteImageKind } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export const siteImagesQueryOptions = (kind?: SiteImageKind) =>
  queryOptions({
    queryKey: contentKeys.images(kind ?? 'all'),
    queryFn: () => api<SiteImage[]>(CONTENT_PATHS.images, { query: { kind } }),
    initialData: () => embedded<SiteImage[]>(CONTENT_PATHS.images, { kind }),
    staleTime: 60_000,
  });

/** Home banners or gallery photos (all of them without a kind). */
export function useSiteImages(kind?: SiteImageKind) {
  return useQuery(siteImagesQueryOptions(kind));
}
