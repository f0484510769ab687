import { EVENT_BOOKINGS_API, EVENT_WAITLIST_API, EVENTS_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The events API's paths (contracts' EVENTS_API) as lib/api takes them, without '/api'. */
export const EVENTS_PATHS = {
  categories: apiPath(EVENTS_API.categories),
  events: apiPath(EVENTS_API.events),
  publicEvents: apiPath(EVENTS_API.publicEvents),
  publicCategories: apiPath(EVENTS_API.publicCategories),
  myBookings: apiPath(EVENT_BOOKINGS_API.mine),
  quote: apiPath(EVENT_BOOKINGS_API.quote),
  family: apiPath(EVENT_BOOKINGS_API.family),
  bookings: apiPath(EVENT_BOOKINGS_API.admin),
  myWaitlist: apiPath(EVENT_WAITLIST_API.mine),
} as const;
