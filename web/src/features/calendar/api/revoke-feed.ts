import type { CalendarFeed } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarKeys } from './keys';
import { CALENDAR_PATHS } from './paths';

export function revokeFeed(): Promise<CalendarFeed> {
  return api<CalendarFeed>(CALENDAR_PATHS.feed, { method: 'DELETE' });
}

/** Revokes the member's feed URL: it answers 404 from now on. */
export function useRevokeFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeFeed,
    onSuccess: (feed) => qc.setQueryData(calendarKeys.feed(), feed),
  });
}
