import type { EventBookingPlaced, EventBookingRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function bookEvent(body: EventBookingRequest): Promise<EventBookingPlaced> {
  return api<EventBookingPlaced>(EVENTS_PATHS.myBookings, { method: 'POST', body });
}

/**
 * Books an event on account or by card (the places and the price are the server's; by card the
 * answer carries the provider's checkout).
 */
export function useBookEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookEvent,
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
