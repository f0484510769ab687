import type { EventWaitlistEntry, EventWaitlistJoinResult } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

type Entry = Pick<EventWaitlistEntry, 'id' | 'version'>;

export function acceptWaitlistOffer(w: Entry): Promise<EventWaitlistJoinResult> {
  return api<EventWaitlistJoinResult>(`${EVENTS_PATHS.myWaitlist}/${w.id}/accept`, {
    method: 'POST',
    body: { version: w.version },
  });
}

export function leaveEventWaitlist(w: Entry): Promise<EventWaitlistEntry> {
  return api<EventWaitlistEntry>(`${EVENTS_PATHS.myWaitlist}/${w.id}/leave`, {
    method: 'POST',
    body: { version: w.version },
  });
}

/** The member confirms an offer: the booking is made and charged. */
export function useAcceptWaitlistOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptWaitlistOffer,
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

/** The member leaves the waitlist, or declines an offer (its places pass on). */
export function useLeaveEventWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: leaveEventWaitlist,
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
