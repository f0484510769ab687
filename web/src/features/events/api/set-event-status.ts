import type { ClubEvent, EventHighlightsRequest, EventStatusRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function setEventStatus(id: number, body: EventStatusRequest): Promise<ClubEvent> {
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}/status`, { method: 'PUT', body });
}

/** Publishes, closes, reopens, cancels or completes an event at the version seen. */
export function useSetEventStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EventStatusRequest }) =>
      setEventStatus(id, body),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export function saveEventHighlights(id: number, body: EventHighlightsRequest): Promise<ClubEvent> {
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}/highlights`, { method: 'PUT', body });
}

/** Saves an event's highlights (description, video link) at the version seen. */
export function useSaveEventHighlights() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EventHighlightsRequest }) =>
      saveEventHighlights(id, body),
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
