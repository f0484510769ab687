import type { EventBooking, EventBookingRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function bookEvent(body: EventBookingRequest): Promise<EventBooking> {
  return api<EventBooking>(EVENTS_PATHS.myBookings, { method: 'POST', body });
}

/** Books an event on account (the places and the charge are the server's). */
export function useBookEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookEvent,
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
