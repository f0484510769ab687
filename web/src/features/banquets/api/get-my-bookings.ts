import type { BanquetBookingList } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function getMyHallBookings(): Promise<BanquetBookingList> {
  return api<BanquetBookingList>(BANQUETS_PATHS.myBookings);
}

export const myHallBookingsQueryOptions = () =>
  queryOptions({ queryKey: banquetsKeys.myBookings(), queryFn: getMyHallBookings });

/** The signed-in member's hall bookings. */
export function useMyHallBookings() {
  return useQuery(myHallBookingsQueryOptions());
}
