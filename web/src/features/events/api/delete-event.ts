import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function deleteEvent(id: number): Promise<void> {
  return api<void>(`${EVENTS_PATHS.events}/${id}`, { method: 'DELETE' });
}

/** Deletes an event (the admin's only). */
export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
