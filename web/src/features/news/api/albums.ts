import type { AlbumView, AlbumViewList } from '@club/contracts';
import { ALBUMS_API } from '@club/contracts/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, paths } from '../../../app/paths';
import { api, apiPaths, embedded } from '../../../lib/api';
import { newsKeys } from './keys';

const ALBUMS_PATHS = apiPaths(ALBUMS_API);

/** The published albums: the public gallery's (embedded by the server) or a member's. */
export const albumsQueryOptions = (who: 'public' | 'member') =>
  queryOptions({
    queryKey: [...newsKeys.all, 'albums', who] as const,
    queryFn: () => api<AlbumViewList>(who === 'public' ? ALBUMS_PATHS.public : ALBUMS_PATHS.member),
    initialData: () =>
      who === 'public' ? embedded<AlbumViewList>(ALBUMS_PATHS.public) : undefined,
    staleTime: 60_000,
  });

export function useAlbums(who: 'public' | 'member') {
  return useQuery(albumsQueryOptions(who));
}

/** One published public album by its slug (embedded by the server). */
export function usePublicAlbum(slug: string) {
  const path = `${ALBUMS_PATHS.public}/${encodeURIComponent(slug)}`;
  return useQuery({
    queryKey: [...newsKeys.all, 'album', slug] as const,
    queryFn: () => api<AlbumView>(path),
    initialData: () => embedded<AlbumView>(path),
    staleTime: 60_000,
    retry: false,
    meta: { errorInPlace: true },
  });
}

/**
 * Where an event's highlights album opens, by the event's id: the published event albums the
 * reader may see (the public gallery's, or a member's, whose members' albums open in the
 * members' Gallery). Nothing while they load or when they cannot be read.
 */
export function useEventAlbumLinks(who: 'public' | 'member'): (eventId: number) => string | null {
  const { data } = useQuery({
    ...albumsQueryOptions(who),
    retry: false,
    meta: { errorInPlace: true },
  });
  const links = new Map<number, string>();
  for (const a of data?.items ?? []) {
    if (a.kind !== 'event' || a.eventId === null || links.has(a.eventId)) continue;
    links.set(
      a.eventId,
      a.audience === 'public' ? paths.galleryAlbum(a.slug) : PATHS.memberGallery,
    );
  }
  return (eventId) => links.get(eventId) ?? null;
}
