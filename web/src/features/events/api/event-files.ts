import type { ClubEvent } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export type EventFileKind = 'image' | 'invitation';

export function uploadEventFile(id: number, kind: EventFileKind, file: File): Promise<ClubEvent> {
  const body = new FormData();
  body.append('file', file);
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}/files/${kind}`, { method: 'PUT', body });
}

export function removeEventFile(id: number, kind: EventFileKind): Promise<ClubEvent> {
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}/files/${kind}`, { method: 'DELETE' });
}

export function uploadEventPhoto(id: number, file: File): Promise<ClubEvent> {
  const body = new FormData();
  body.append('file', file);
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}/photos`, { method: 'POST', body });
}

export function removeEventPhoto(id: number, photoId: number): Promise<ClubEvent> {
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}/photos/${photoId}`, { method: 'DELETE' });
}

/** Sets an event's image or invitation (checked by the server by its bytes). */
export function useUploadEventFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: number; kind: EventFileKind; file: File }) =>
      uploadEventFile(id, kind, file),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export function useRemoveEventFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: EventFileKind }) => removeEventFile(id, kind),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

/** Adds a highlight photo (at most six). */
export function useUploadEventPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadEventPhoto(id, file),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export function useRemoveEventPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) => removeEventPhoto(id, photoId),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
