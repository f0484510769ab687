/** The query keys of the calendar area (root 'calendar'); the only place they are written. */
export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
