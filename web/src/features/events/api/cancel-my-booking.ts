import type { EventBooking } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function cancelMyEventBooking(
  b: Pick<EventBooking, 'id' | 'version'>,
): Promise<EventBooking> {
  return api<EventBooking>(`${EVENTS_PATHS.myBookings}/${b.id}/cancel`, {
    method: 'POST',
    body: { version: b.version },
  });
}

/** The member cancels an own booking while the booking window is open. */
export function useCancelMyEventBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelMyEventBooking,
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
