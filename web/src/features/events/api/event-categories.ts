import type { EventCategory, EventCategoryRequest, EventCategoryTree } from '@club/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function getEventCategories(): Promise<EventCategoryTree> {
  return api<EventCategoryTree>(EVENTS_PATHS.categories);
}

/** The admin's category tree with counts of events. */
export function useEventCategories() {
  return useQuery({ queryKey: eventsKeys.categories(), queryFn: getEventCategories });
}

export function saveEventCategory(
  id: number | null,
  body: EventCategoryRequest,
): Promise<EventCategory> {
  return id === null
    ? api<EventCategory>(EVENTS_PATHS.categories, { method: 'POST', body })
    : api<EventCategory>(`${EVENTS_PATHS.categories}/${id}`, { method: 'PUT', body });
}

/** Adds (id null) or changes a category; field errors at the form's fields. */
export function useSaveEventCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EventCategoryRequest }) =>
      saveEventCategory(id, body),
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export function deleteEventCategory(id: number): Promise<void> {
  return api<void>(`${EVENTS_PATHS.categories}/${id}`, { method: 'DELETE' });
}

/** Deletes a category without events (409 otherwise, told by the screen). */
export function useDeleteEventCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteEventCategory,
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
