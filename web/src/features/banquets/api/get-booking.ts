import type { BanquetBooking } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function getHallBooking(id: number): Promise<BanquetBooking> {
  return api<BanquetBooking>(`${BANQUETS_PATHS.bookings}/${id}`);
}

export const hallBookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: banquetsKeys.booking(id), queryFn: () => getHallBooking(id) });

/** One hall booking, for the office. */
export function useHallBooking(id: number) {
  return useQuery(hallBookingQueryOptions(id));
}
