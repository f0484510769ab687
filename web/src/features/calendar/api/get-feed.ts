import type { CalendarFeed } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarKeys } from './keys';
import { CALENDAR_PATHS } from './paths';

export function getFeed(): Promise<CalendarFeed> {
  return api<CalendarFeed>(CALENDAR_PATHS.feed);
}

export const feedQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feed(), queryFn: getFeed });

/** Whether the member has a calendar feed (its URL only comes with the answer that made it). */
export function useFeed() {
  return useQuery(feedQueryOptions());
}
