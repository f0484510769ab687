import type { ChamberQuoteRequest } from '@club/contracts';
import type { BookingListParams } from './get-bookings';
import type { RoomListParams } from './get-rooms';

/** The query keys of the chambers area (root 'chambers'); the only place they are written. */
export const chambersKeys = {
  all: ['chambers'] as const,
  /** The public read: active rooms by type. */
  roomTypes: () => [...chambersKeys.all, 'room-types'] as const,

  // ---- Rooms (admin): the list, one room's blocked dates.
  admin: () => [...chambersKeys.all, 'admin'] as const,
  roomLists: () => [...chambersKeys.admin(), 'rooms'] as const,
  roomList: (q: RoomListParams) => [...chambersKeys.roomLists(), q] as const,
  blocks: (roomId: number) => [...chambersKeys.admin(), 'blocks', roomId] as const,

  // ---- Bookings (member): the calendar of a month, a price, the member's own bookings.
  member: () => [...chambersKeys.all, 'member'] as const,
  availability: (month: string) => [...chambersKeys.member(), 'availability', month] as const,
  quote: (q: ChamberQuoteRequest) => [...chambersKeys.member(), 'quote', q] as const,
  myBookings: () => [...chambersKeys.member(), 'bookings'] as const,

  // ---- Bookings (admin): the requests, one booking, its free rooms.
  bookingLists: () => [...chambersKeys.admin(), 'bookings'] as const,
  bookingList: (q: BookingListParams) => [...chambersKeys.bookingLists(), q] as const,
  booking: (id: number) => [...chambersKeys.admin(), 'booking', id] as const,
  freeRooms: (id: number) => [...chambersKeys.admin(), 'free-rooms', id] as const,
  /** The affiliated club's page: a request read with its signed link's token. */
  clubCheck: (token: string) => [...chambersKeys.all, 'club-check', token] as const,
  /** What cancelling a booking now would refund (the member's or the office's read). */
  refund: (scope: 'member' | 'admin', id: number) =>
    [...chambersKeys.all, 'refund', scope, id] as const,
};
