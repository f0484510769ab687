import type { ClubEvent, eventListQuery, Paged } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** The list's query as the screen sends it (every paging field given). */
export type EventListParams = z.output<typeof eventListQuery>;

export function getEvents(query: EventListParams): Promise<Paged<ClubEvent>> {
  return api<Paged<ClubEvent>>(EVENTS_PATHS.events, { query: { ...query } });
}

export const eventListQueryOptions = (query: EventListParams) =>
  queryOptions({
    queryKey: eventsKeys.eventList(query),
    queryFn: () => getEvents(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the staff's list of events for the filters. */
export function useEvents(query: EventListParams) {
  return useQuery(eventListQueryOptions(query));
}
