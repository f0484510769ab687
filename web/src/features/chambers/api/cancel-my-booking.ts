import type { ChamberBooking } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function cancelMyBooking(
  b: Pick<ChamberBooking, 'id' | 'version'>,
): Promise<ChamberBooking> {
  return api<ChamberBooking>(`${CHAMBERS_PATHS.myBookings}/${b.id}/cancel`, {
    method: 'POST',
    body: { version: b.version },
  });
}

/** The member cancels an own booking before its check-in day. */
export function useCancelMyBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelMyBooking,
    onSettled: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
