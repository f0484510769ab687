import type {
  Language,
  AddClubItemRequest,
  ChangeClubItemRequest,
  ClubCalendarItem,
} from '@club/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { calendarKeys, type CalendarRange } from './keys';
import { CLUB_CALENDAR_PATHS } from './paths';

export const clubCalendarQueryOptions = (range: CalendarRange, lang: Language) =>
  queryOptions({
    queryKey: calendarKeys.range(range, lang),
    queryFn: ({ signal }) =>
      api<ClubCalendarItem[]>(CLUB_CALENDAR_PATHS.events, {
        query: { ...range, lang },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The club calendar of a range (none asked for yet: nothing read). */
export function useClubCalendar(range: CalendarRange | null) {
  const lang = useLanguage();
  return useQuery({
    ...clubCalendarQueryOptions(range ?? { startStr: '', endStr: '' }, lang),
    enabled: range !== null,
  });
}

type ItemFields = AddClubItemRequest['item'];

/** Adds a staff item (closure, timing, club note); every range is read again. */
export function useAddClubItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: ItemFields) =>
      api<ClubCalendarItem>(CLUB_CALENDAR_PATHS.events, { method: 'POST', body: { item } }),
    onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.club() }),
  });
}

/** Changes or moves a staff item (its id and the version it was read at). */
export function useChangeClubItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: ChangeClubItemRequest['item']) =>
      api<ClubCalendarItem>(CLUB_CALENDAR_PATHS.events, { method: 'PUT', body: { item } }),
    onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.club() }),
  });
}

/** Deletes a staff item by its id. */
export function useRemoveClubItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ deleted: number }>(CLUB_CALENDAR_PATHS.events, { method: 'DELETE', body: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.club() }),
  });
}
