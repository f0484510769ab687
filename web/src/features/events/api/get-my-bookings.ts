import type { EventBooking, Language, MyEventBookingList, MyEventFamily } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** The member's bookings, the events' titles and venues in `lang`. */
export function getMyEventBookings(lang: Language): Promise<MyEventBookingList> {
  return api<MyEventBookingList>(EVENTS_PATHS.myBookings, { query: { lang } });
}

export const myEventBookingsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: eventsKeys.myBookings(lang),
    queryFn: () => getMyEventBookings(lang),
    placeholderData: keepPreviousData,
  });

/** The signed-in member's event bookings in the reader's language (My Events Booking). */
export function useMyEventBookings() {
  return useQuery(myEventBookingsQueryOptions(useLanguage()));
}

export function getMyEventBooking(id: number, lang: Language): Promise<EventBooking> {
  return api<EventBooking>(`${EVENTS_PATHS.myBookings}/${id}`, { query: { lang } });
}

/** One of the member's own bookings, its event named in the reader's language. */
export function useMyEventBooking(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: eventsKeys.myBooking(id, lang),
    queryFn: () => getMyEventBooking(id, lang),
    meta: { errorInPlace: true },
  });
}

export function getMyEventFamily(): Promise<MyEventFamily> {
  return api<MyEventFamily>(EVENTS_PATHS.family);
}

/** The member's spouse and dependents on record (the booking form picks from them). */
export function useMyEventFamily(enabled = true) {
  return useQuery({ queryKey: eventsKeys.family(), queryFn: getMyEventFamily, enabled });
}
