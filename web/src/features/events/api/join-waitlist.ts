import type { EventBookingRequest, EventWaitlistJoinResult } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function joinEventWaitlist(body: EventBookingRequest): Promise<EventWaitlistJoinResult> {
  return api<EventWaitlistJoinResult>(EVENTS_PATHS.myWaitlist, { method: 'POST', body });
}

/**
 * Books, or joins the waitlist as one household when the event is full (the server decides
 * under the event's lock): the answer is the booking or the waitlist entry.
 */
export function useJoinEventWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: joinEventWaitlist,
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
