import type { EventBookingPlaced, EventBookingRequest, Language } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** Books an event; the answer names it in `lang`. */
export function bookEvent(body: EventBookingRequest, lang: Language): Promise<EventBookingPlaced> {
  return api<EventBookingPlaced>(EVENTS_PATHS.myBookings, {
    method: 'POST',
    body,
    query: { lang },
  });
}

/**
 * Books an event on account or by card (the places and the price are the server's; by card the
 * answer carries the provider's checkout), the answer in the reader's language.
 */
export function useBookEvent() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: EventBookingRequest) => bookEvent(body, lang),
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
