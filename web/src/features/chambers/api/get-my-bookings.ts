import type { ChamberBookingList } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getMyBookings(): Promise<ChamberBookingList> {
  return api<ChamberBookingList>(CHAMBERS_PATHS.myBookings);
}

export const myBookingsQueryOptions = () =>
  queryOptions({ queryKey: chambersKeys.myBookings(), queryFn: getMyBookings });

/** The signed-in member's chamber bookings. */
export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
