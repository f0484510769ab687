import type { EventBooking } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** The club office's steps on a booking and what each sends besides the version. */
export type EventBookingStep =
  | { step: 'confirm' }
  | { step: 'cancel'; reason: string }
  | { step: 'table-reply'; reply: string }
  | { step: 'attendance'; attended: boolean };

export function takeEventBookingStep(
  b: Pick<EventBooking, 'id' | 'version'>,
  s: EventBookingStep,
): Promise<EventBooking> {
  const { step, ...rest } = s;
  return api<EventBooking>(`${EVENTS_PATHS.bookings}/${b.id}/${step}`, {
    method: 'POST',
    body: { version: b.version, ...rest },
  });
}

/** Confirms, cancels, replies to the table request or marks attendance at the version seen. */
export function useEventBookingStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, step }: { booking: EventBooking; step: EventBookingStep }) =>
      takeEventBookingStep(booking, step),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
