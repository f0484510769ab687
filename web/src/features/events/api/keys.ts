import type { EventBookingRequest, Language } from '@club/contracts';
import type { BookingListParams } from './get-bookings';
import type { EventListParams } from './get-events';

/** The query keys of the events area (root 'events'); the only place they are written. */
export const eventsKeys = {
  all: ['events'] as const,
  /** The public reads in a reader's language: published and past events, the active categories. */
  publicEvents: (lang: Language) => [...eventsKeys.all, 'public', 'events', lang] as const,
  publicCategories: (lang: Language) => [...eventsKeys.all, 'public', 'categories', lang] as const,

  // ---- Staff (admin, event manager).
  admin: () => [...eventsKeys.all, 'admin'] as const,
  categories: () => [...eventsKeys.admin(), 'categories'] as const,
  eventLists: () => [...eventsKeys.admin(), 'events'] as const,
  eventList: (q: EventListParams) => [...eventsKeys.eventLists(), q] as const,
  bookingLists: () => [...eventsKeys.admin(), 'bookings'] as const,
  bookingList: (q: BookingListParams) => [...eventsKeys.bookingLists(), q] as const,
  booking: (id: number) => [...eventsKeys.admin(), 'booking', id] as const,

  // ---- Member: a booking's price, the family on record, the own bookings.
  member: () => [...eventsKeys.all, 'member'] as const,
  quote: (q: EventBookingRequest) => [...eventsKeys.member(), 'quote', q] as const,
  family: () => [...eventsKeys.member(), 'family'] as const,
  /** The member's own lists and booking, the events named in the reader's language. */
  myBookings: (lang: Language) => [...eventsKeys.member(), 'bookings', lang] as const,
  myBooking: (id: number, lang: Language) => [...eventsKeys.member(), 'booking', id, lang] as const,
  myWaitlist: (lang: Language) => [...eventsKeys.member(), 'waitlist', lang] as const,
};
