import { EVENT_BOOKINGS_API, EVENT_WAITLIST_API, EVENTS_API } from '@club/contracts/core';
import { API_BASE } from '../../../lib/api';

const strip = (path: string) => path.slice(API_BASE.length);

/** The events API's paths (contracts' EVENTS_API) as lib/api takes them, without '/api'. */
export const EVENTS_PATHS = {
  categories: strip(EVENTS_API.categories),
  events: strip(EVENTS_API.events),
  publicEvents: strip(EVENTS_API.publicEvents),
  publicCategories: strip(EVENTS_API.publicCategories),
  myBookings: strip(EVENT_BOOKINGS_API.mine),
  quote: strip(EVENT_BOOKINGS_API.quote),
  family: strip(EVENT_BOOKINGS_API.family),
  bookings: strip(EVENT_BOOKINGS_API.admin),
  myWaitlist: strip(EVENT_WAITLIST_API.mine),
} as const;
