import { BANQUET_BOOKINGS_API, BANQUETS_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The banquets API's paths (contracts' BANQUETS_API) as lib/api takes them, without '/api'. */
export const BANQUETS_PATHS = {
  halls: apiPath(BANQUETS_API.halls),
  packages: apiPath(BANQUETS_API.packages),
  courses: apiPath(BANQUETS_API.courses),
  dishes: apiPath(BANQUETS_API.dishes),
  addons: apiPath(BANQUETS_API.addons),
  publicHalls: apiPath(BANQUETS_API.publicHalls),
  publicPackages: apiPath(BANQUETS_API.publicPackages),
  availability: apiPath(BANQUET_BOOKINGS_API.availability),
  quote: apiPath(BANQUET_BOOKINGS_API.quote),
  myBookings: apiPath(BANQUET_BOOKINGS_API.myBookings),
  bookings: apiPath(BANQUET_BOOKINGS_API.bookings),
} as const;
