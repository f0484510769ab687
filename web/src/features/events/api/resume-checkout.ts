import type { EventBookingCheckout } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_PATHS } from './paths';

export function resumeBookingCheckout(id: number): Promise<EventBookingCheckout> {
  return api<EventBookingCheckout>(`${EVENTS_PATHS.myBookings}/${id}/checkout`, {
    method: 'POST',
  });
}

/** The checkout of a card booking still waiting for its payment (the same one again). */
export function useResumeBookingCheckout() {
  return useMutation({ mutationFn: resumeBookingCheckout });
}
