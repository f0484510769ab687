import type { BanquetQuoteRequest } from '@club/contracts';
import type { BanquetBookingListParams } from './get-bookings';

/** The query keys of the banquets area (root 'banquets'); the only place they are written. */
export const banquetsKeys = {
  all: ['banquets'] as const,
  /** The public reads: active halls, active packages. */
  publicHalls: () => [...banquetsKeys.all, 'public', 'halls'] as const,
  publicPackages: () => [...banquetsKeys.all, 'public', 'packages'] as const,
  // ---- Admin
  admin: () => [...banquetsKeys.all, 'admin'] as const,
  halls: () => [...banquetsKeys.admin(), 'halls'] as const,
  packages: () => [...banquetsKeys.admin(), 'packages'] as const,
  courses: () => [...banquetsKeys.admin(), 'courses'] as const,
  addons: () => [...banquetsKeys.admin(), 'addons'] as const,
  // ---- Hall bookings (member): a month's slots, a price, the member's own bookings.
  member: () => [...banquetsKeys.all, 'member'] as const,
  availability: (month: string) => [...banquetsKeys.member(), 'availability', month] as const,
  quote: (q: BanquetQuoteRequest) => [...banquetsKeys.member(), 'quote', q] as const,
  myBookings: () => [...banquetsKeys.member(), 'bookings'] as const,
  refund: (id: number) => [...banquetsKeys.member(), 'refund', id] as const,
  // ---- Hall bookings (admin)
  bookingLists: () => [...banquetsKeys.admin(), 'bookings'] as const,
  bookingList: (q: BanquetBookingListParams) => [...banquetsKeys.bookingLists(), q] as const,
  booking: (id: number) => [...banquetsKeys.admin(), 'booking', id] as const,
};
