import { CHAMBER_BOOKINGS_API, CHAMBERS_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The chambers API's paths (contracts' CHAMBERS_API) as lib/api takes them, without '/api'. */
export const CHAMBERS_PATHS = {
  rooms: apiPath(CHAMBERS_API.rooms),
  roomTypes: apiPath(CHAMBERS_API.roomTypes),
  availability: apiPath(CHAMBER_BOOKINGS_API.availability),
  quote: apiPath(CHAMBER_BOOKINGS_API.quote),
  myBookings: apiPath(CHAMBER_BOOKINGS_API.myBookings),
  bookings: apiPath(CHAMBER_BOOKINGS_API.bookings),
  clubCheck: apiPath(CHAMBER_BOOKINGS_API.clubCheck),
} as const;
