import { CHAMBER_BOOKINGS_API, CHAMBERS_API } from '@club/contracts/core';
import { API_BASE } from '../../../lib/api';

const strip = (path: string) => path.slice(API_BASE.length);

/** The chambers API's paths (contracts' CHAMBERS_API) as lib/api takes them, without '/api'. */
export const CHAMBERS_PATHS = {
  rooms: strip(CHAMBERS_API.rooms),
  roomTypes: strip(CHAMBERS_API.roomTypes),
  availability: strip(CHAMBER_BOOKINGS_API.availability),
  quote: strip(CHAMBER_BOOKINGS_API.quote),
  myBookings: strip(CHAMBER_BOOKINGS_API.myBookings),
  bookings: strip(CHAMBER_BOOKINGS_API.bookings),
  clubCheck: strip(CHAMBER_BOOKINGS_API.clubCheck),
} as const;
