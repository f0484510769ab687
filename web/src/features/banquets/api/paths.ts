import { BANQUET_BOOKINGS_API, BANQUETS_API } from '@club/contracts/core';
import { API_BASE } from '../../../lib/api';

const strip = (path: string) => path.slice(API_BASE.length);

/** The banquets API's paths (contracts' BANQUETS_API) as lib/api takes them, without '/api'. */
export const BANQUETS_PATHS = {
  halls: strip(BANQUETS_API.halls),
  packages: strip(BANQUETS_API.packages),
  courses: strip(BANQUETS_API.courses),
  dishes: strip(BANQUETS_API.dishes),
  addons: strip(BANQUETS_API.addons),
  publicHalls: strip(BANQUETS_API.publicHalls),
  publicPackages: strip(BANQUETS_API.publicPackages),
  availability: strip(BANQUET_BOOKINGS_API.availability),
  quote: strip(BANQUET_BOOKINGS_API.quote),
  myBookings: strip(BANQUET_BOOKINGS_API.myBookings),
  bookings: strip(BANQUET_BOOKINGS_API.bookings),
} as const;
