import type { EventCategoryTree, PublicEventList } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function getPublicEvents(): Promise<PublicEventList> {
  return api<PublicEventList>(EVENTS_PATHS.publicEvents);
}

export const publicEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventsKeys.publicEvents(),
    queryFn: getPublicEvents,
    initialData: () => embedded<PublicEventList>(EVENTS_PATHS.publicEvents),
    staleTime: 60_000,
  });

/** Published, closed and completed events (the public /Events page, the members' list, home). */
export function usePublicEvents() {
  return useQuery(publicEventsQueryOptions());
}

export function getPublicCategories(): Promise<EventCategoryTree> {
  return api<EventCategoryTree>(EVENTS_PATHS.publicCategories);
}

/** The active categories (the members' filter, the event manager's form). */
export function usePublicCategories() {
  return useQuery({
    queryKey: eventsKeys.publicCategories(),
    queryFn: getPublicCategories,
    staleTime: 60_000,
  });
}
