import type { EventBookingRequest, EventWaitlistJoinResult, Language } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** Books, or joins the waitlist; the answer names the event in `lang`. */
export function joinEventWaitlist(
  body: EventBookingRequest,
  lang: Language,
): Promise<EventWaitlistJoinResult> {
  return api<EventWaitlistJoinResult>(EVENTS_PATHS.myWaitlist, {
    method: 'POST',
    body,
    query: { lang },
  });
}

/**
 * Books, or joins the waitlist as one household when the event is full (the server decides
 * under the event's lock): the answer is the booking or the waitlist entry, in the reader's
 * language.
 */
export function useJoinEventWaitlist() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: EventBookingRequest) => joinEventWaitlist(body, lang),
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
