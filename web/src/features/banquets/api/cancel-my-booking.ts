import type { BanquetBooking } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function cancelMyHallBooking(
  b: Pick<BanquetBooking, 'id' | 'version'>,
): Promise<BanquetBooking> {
  return api<BanquetBooking>(`${BANQUETS_PATHS.myBookings}/${b.id}/cancel`, {
    method: 'POST',
    body: { version: b.version },
  });
}

/** The member cancels an own hall booking before the function's day. */
export function useCancelMyHallBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelMyHallBooking,
    onSettled: () => qc.invalidateQueries({ queryKey: banquetsKeys.all }),
  });
}
