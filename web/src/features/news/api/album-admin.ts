import type {
  Album,
  AlbumCaptionsRequest,
  AlbumItem,
  AlbumList,
  AlbumPhotoOrderRequest,
  NewsStatus,
} from '@club/contracts';
import { ALBUMS_API } from '@club/contracts/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPaths } from '../../../lib/api';
import { newsKeys } from './keys';

const ALBUMS_PATHS = apiPaths(ALBUMS_API);

/** Every album (any status), with its photos, for the editors. */
export const adminAlbumsQueryOptions = () =>
  queryOptions({
    queryKey: [...newsKeys.admin(), 'albums'] as const,
    queryFn: () => api<AlbumList>(ALBUMS_PATHS.admin),
    staleTime: 5_000,
  });

export function useAdminAlbums() {
  return useQuery(adminAlbumsQueryOptions());
}

/** Adds an album as a draft (no id) or changes one (its id and the version seen). */
export function saveAlbum(item: AlbumItem & { id?: number; version?: number }): Promise<Album> {
  return api<Album>(ALBUMS_PATHS.admin, {
    method: item.id === undefined ? 'POST' : 'PUT',
    body: { item },
  });
}

function useAlbumMutation<V>(mutationFn: (v: V) => Promise<Album>) {
  const qc = useQueryClient();
  return useMutation<Album, Error, V>({
    mutationFn,
    onSettled: () => qc.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useSaveAlbum() {
  return useAlbumMutation(saveAlbum);
}

/** Publishes an album or takes it back to a draft, at the version seen. */
export function useSetAlbumStatus() {
  return useAlbumMutation((v: { id: number; status: NewsStatus; version: number }) =>
    api<Album>(`${ALBUMS_PATHS.admin}/${v.id}/status`, {
      method: 'PUT',
      body: { status: v.status, version: v.version },
    }),
  );
}

/** Deletes an album and its photos. */
export function useDeleteAlbum() {
  const qc = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: async (id) => {
      await api(`${ALBUMS_PATHS.admin}/${id}`, { method: 'DELETE' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

/** Adds a photo (JPEG, PNG or WebP, checked by the server by its bytes). */
export function useUploadAlbumPhoto() {
  return useAlbumMutation(({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    return api<Album>(`${ALBUMS_PATHS.admin}/${id}/photos`, { method: 'POST', body });
  });
}

export function useRemoveAlbumPhoto() {
  return useAlbumMutation(({ id, photoId }: { id: number; photoId: number }) =>
    api<Album>(`${ALBUMS_PATHS.admin}/${id}/photos/${photoId}`, { method: 'DELETE' }),
  );
}

/** Puts the album's photos in a new order (every photo once), at the album's version seen. */
export function useOrderAlbumPhotos() {
  return useAlbumMutation(({ id, ...body }: AlbumPhotoOrderRequest & { id: number }) =>
    api<Album>(`${ALBUMS_PATHS.admin}/${id}/photo-order`, { method: 'PUT', body }),
  );
}

/** Saves the photos' captions together (one request), at the album's version seen. */
export function useCaptionAlbumPhotos() {
  return useAlbumMutation(({ id, ...body }: AlbumCaptionsRequest & { id: number }) =>
    api<Album>(`${ALBUMS_PATHS.admin}/${id}/captions`, { method: 'PUT', body }),
  );
}
