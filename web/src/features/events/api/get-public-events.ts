import type { Language, PublicEventCategoryTree, PublicEventList } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

/** The public events, their titles, descriptions, venues and categories in `lang`. */
export function getPublicEvents(lang: Language): Promise<PublicEventList> {
  return api<PublicEventList>(EVENTS_PATHS.publicEvents, { query: { lang } });
}

/**
 * The path always names the language, as the server's page head embeds it for /Events
 * (page-head.ts), so the first render takes the embedded answer.
 */
export const publicEventsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: eventsKeys.publicEvents(lang),
    queryFn: () => getPublicEvents(lang),
    initialData: () => embedded<PublicEventList>(EVENTS_PATHS.publicEvents, { lang }),
    // A language switch keeps the events shown while they are asked in the new language.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * Published, closed and completed events in the reader's language (the public /Events page,
 * the members' list, home).
 */
export function usePublicEvents() {
  return useQuery(publicEventsQueryOptions(useLanguage()));
}

export function getPublicCategories(lang: Language): Promise<PublicEventCategoryTree> {
  return api<PublicEventCategoryTree>(EVENTS_PATHS.publicCategories, { query: { lang } });
}

/** The active categories in the reader's language (the members' filter, the event form). */
export function usePublicCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: eventsKeys.publicCategories(lang),
    queryFn: () => getPublicCategories(lang),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
