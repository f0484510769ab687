import type { Language, MyEventWaitlist } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** The member's waitlist entries, the events' titles and venues in `lang`. */
export function getMyEventWaitlist(lang: Language): Promise<MyEventWaitlist> {
  return api<MyEventWaitlist>(EVENTS_PATHS.myWaitlist, { query: { lang } });
}

export const myEventWaitlistQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: eventsKeys.myWaitlist(lang),
    queryFn: () => getMyEventWaitlist(lang),
    placeholderData: keepPreviousData,
  });

/** The signed-in member's waitlist entries and offers in the reader's language (My Events Booking). */
export function useMyEventWaitlist() {
  return useQuery(myEventWaitlistQueryOptions(useLanguage()));
}
