import type { Language } from '@club/contracts/core';

/** A range of the club calendar: its first day and the day after its last ('YYYY-MM-DD'). */
export interface CalendarRange {
  startStr: string;
  endStr: string;
}

/** The query keys of the calendar area (root 'calendar'); the only place they are written. */
export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
  club: () => [...calendarKeys.all, 'club'] as const,
  range: (range: CalendarRange, lang: Language) => [...calendarKeys.club(), range, lang] as const,
};
