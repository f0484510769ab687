import type { EventBooking, MyEventBookingList, MyEventFamily } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function getMyEventBookings(): Promise<MyEventBookingList> {
  return api<MyEventBookingList>(EVENTS_PATHS.myBookings);
}

export const myEventBookingsQueryOptions = () =>
  queryOptions({ queryKey: eventsKeys.myBookings(), queryFn: getMyEventBookings });

/** The signed-in member's event bookings (My Events Booking). */
export function useMyEventBookings() {
  return useQuery(myEventBookingsQueryOptions());
}

export function getMyEventBooking(id: number): Promise<EventBooking> {
  return api<EventBooking>(`${EVENTS_PATHS.myBookings}/${id}`);
}

/** One of the member's own bookings. */
export function useMyEventBooking(id: number) {
  return useQuery({
    queryKey: eventsKeys.myBooking(id),
    queryFn: () => getMyEventBooking(id),
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
