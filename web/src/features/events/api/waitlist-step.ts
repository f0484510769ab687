import type { EventWaitlistEntry, EventWaitlistJoinResult, Language } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

type Entry = Pick<EventWaitlistEntry, 'id' | 'version'>;

/** Confirms an offer; the answer names the event in `lang`. */
export function acceptWaitlistOffer(w: Entry, lang: Language): Promise<EventWaitlistJoinResult> {
  return api<EventWaitlistJoinResult>(`${EVENTS_PATHS.myWaitlist}/${w.id}/accept`, {
    method: 'POST',
    body: { version: w.version },
    query: { lang },
  });
}

/** Leaves the waitlist or declines an offer; the answer names the event in `lang`. */
export function leaveEventWaitlist(w: Entry, lang: Language): Promise<EventWaitlistEntry> {
  return api<EventWaitlistEntry>(`${EVENTS_PATHS.myWaitlist}/${w.id}/leave`, {
    method: 'POST',
    body: { version: w.version },
    query: { lang },
  });
}

/** The member confirms an offer: the booking is made and charged (the answer in the reader's language). */
export function useAcceptWaitlistOffer() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (w: Entry) => acceptWaitlistOffer(w, lang),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

/** The member leaves the waitlist, or declines an offer (its places pass on). */
export function useLeaveEventWaitlist() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (w: Entry) => leaveEventWaitlist(w, lang),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
