import type { BanquetBooking, banquetBookingListQuery, Paged } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

/** The hall bookings list's query as the screen sends it. */
export type BanquetBookingListParams = Partial<z.output<typeof banquetBookingListQuery>>;

export function getHallBookings(query: BanquetBookingListParams): Promise<Paged<BanquetBooking>> {
  return api<Paged<BanquetBooking>>(BANQUETS_PATHS.bookings, { query: { ...query } });
}

export const hallBookingListQueryOptions = (query: BanquetBookingListParams) =>
  queryOptions({
    queryKey: banquetsKeys.bookingList(query),
    queryFn: () => getHallBookings(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the hall bookings, for the office. */
export function useHallBookings(query: BanquetBookingListParams) {
  return useQuery(hallBookingListQueryOptions(query));
}
