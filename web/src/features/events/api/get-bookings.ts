import type { EventBooking, eventBookingListQuery, Paged } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** Manage Events Orders' query as the screen sends it. */
export type BookingListParams = Partial<z.output<typeof eventBookingListQuery>>;

export function getEventBookings(query: BookingListParams): Promise<Paged<EventBooking>> {
  return api<Paged<EventBooking>>(EVENTS_PATHS.bookings, { query: { ...query } });
}

export const eventBookingListQueryOptions = (query: BookingListParams) =>
  queryOptions({
    queryKey: eventsKeys.bookingList(query),
    queryFn: () => getEventBookings(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the event bookings. */
export function useEventBookings(query: BookingListParams) {
  return useQuery(eventBookingListQueryOptions(query));
}

export function getEventBooking(id: number): Promise<EventBooking> {
  return api<EventBooking>(`${EVENTS_PATHS.bookings}/${id}`);
}

/** One booking (OrderDetail/{id}). */
export function useEventBooking(id: number) {
  return useQuery({
    queryKey: eventsKeys.booking(id),
    queryFn: () => getEventBooking(id),
    meta: { errorInPlace: true },
  });
}
