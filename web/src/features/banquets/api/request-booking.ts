import type { BanquetBooking, BanquetBookingRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function requestHallBooking(body: BanquetBookingRequest): Promise<BanquetBooking> {
  return api<BanquetBooking>(BANQUETS_PATHS.myBookings, { method: 'POST', body });
}

/** Asks for a hall; refreshes the slots and the member's bookings. */
export function useRequestHallBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestHallBooking,
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: banquetsKeys.member() }),
  });
}
