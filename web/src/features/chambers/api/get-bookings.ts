import type { ChamberBooking, chamberBookingListQuery, Paged } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

/** The requests list's query as the screen sends it. */
export type BookingListParams = Partial<z.output<typeof chamberBookingListQuery>>;

export function getBookings(query: BookingListParams): Promise<Paged<ChamberBooking>> {
  return api<Paged<ChamberBooking>>(CHAMBERS_PATHS.bookings, { query: { ...query } });
}

export const bookingListQueryOptions = (query: BookingListParams) =>
  queryOptions({
    queryKey: chambersKeys.bookingList(query),
    queryFn: () => getBookings(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the reservation requests. */
export function useBookings(query: BookingListParams) {
  return useQuery(bookingListQueryOptions(query));
}
