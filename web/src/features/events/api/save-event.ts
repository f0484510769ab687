import type { ClubEvent, EventRequest, EventUpdateRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function createEvent(body: EventRequest): Promise<ClubEvent> {
  return api<ClubEvent>(EVENTS_PATHS.events, { method: 'POST', body });
}

export function updateEvent(id: number, body: EventUpdateRequest): Promise<ClubEvent> {
  return api<ClubEvent>(`${EVENTS_PATHS.events}/${id}`, { method: 'PUT', body });
}

/** Adds an event (a draft); field errors are shown at the form's fields. */
export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

/** Saves an event at the version the form loaded (409 event_changed when someone saved first). */
export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EventUpdateRequest }) => updateEvent(id, body),
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
