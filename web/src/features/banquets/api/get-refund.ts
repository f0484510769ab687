import type { BanquetRefund } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function getHallRefund(id: number): Promise<BanquetRefund> {
  return api<BanquetRefund>(`${BANQUETS_PATHS.myBookings}/${id}/cancellation`);
}

export const hallRefundQueryOptions = (id: number) =>
  queryOptions({
    queryKey: banquetsKeys.refund(id),
    queryFn: () => getHallRefund(id),
    staleTime: 0,
  });

/** What cancelling one of the member's bookings today would refund (null: none asked). */
export function useHallRefund(id: number | null) {
  return useQuery({ ...hallRefundQueryOptions(id ?? 0), enabled: id !== null });
}
