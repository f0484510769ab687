import type { EventBooking, Language } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** Cancels an own booking; the answer names its event in `lang`. */
export function cancelMyEventBooking(
  b: Pick<EventBooking, 'id' | 'version'>,
  lang: Language,
): Promise<EventBooking> {
  return api<EventBooking>(`${EVENTS_PATHS.myBookings}/${b.id}/cancel`, {
    method: 'POST',
    body: { version: b.version },
    query: { lang },
  });
}

/** The member cancels an own booking while the booking window is open (the answer in the reader's language). */
export function useCancelMyEventBooking() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (b: Pick<EventBooking, 'id' | 'version'>) => cancelMyEventBooking(b, lang),
    onSettled: () => qc.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
