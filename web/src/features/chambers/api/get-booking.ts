import type { ChamberBooking } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getBooking(id: number): Promise<ChamberBooking> {
  return api<ChamberBooking>(`${CHAMBERS_PATHS.bookings}/${id}`);
}

export const bookingQueryOptions = (id: number) =>
  queryOptions({ queryKey: chambersKeys.booking(id), queryFn: () => getBooking(id) });

/** One booking, for the office. */
export function useBooking(id: number) {
  return useQuery(bookingQueryOptions(id));
}
