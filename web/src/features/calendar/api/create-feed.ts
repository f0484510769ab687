import type { CalendarFeed } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarKeys } from './keys';
import { CALENDAR_PATHS } from './paths';

export function createFeed(): Promise<CalendarFeed> {
  return api<CalendarFeed>(CALENDAR_PATHS.feed, { method: 'POST' });
}

/** Makes the member's feed URL (a new one stops the old); the answer holds the URL. */
export function useCreateFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: (feed) => qc.setQueryData(calendarKeys.feed(), { ...feed, url: null }),
  });
}
