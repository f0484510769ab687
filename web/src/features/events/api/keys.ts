import type { EventListParams } from './get-events';

/** The query keys of the events area (root 'events'); the only place they are written. */
export const eventsKeys = {
  all: ['events'] as const,
  /** The public reads: published and past events, the active categories. */
  publicEvents: () => [...eventsKeys.all, 'public', 'events'] as const,
  publicCategories: () => [...eventsKeys.all, 'public', 'categories'] as const,

  // ---- Staff (admin, event manager).
  admin: () => [...eventsKeys.all, 'admin'] as const,
  categories: () => [...eventsKeys.admin(), 'categories'] as const,
  eventLists: () => [...eventsKeys.admin(), 'events'] as const,
  eventList: (q: EventListParams) => [...eventsKeys.eventLists(), q] as const,
};
