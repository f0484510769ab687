import type { EventBookingQuote, EventBookingRequest } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function quoteEventBooking(body: EventBookingRequest): Promise<EventBookingQuote> {
  return api<EventBookingQuote>(EVENTS_PATHS.quote, { method: 'POST', body });
}

export const eventQuoteQueryOptions = (q: EventBookingRequest) =>
  queryOptions({
    queryKey: eventsKeys.quote(q),
    queryFn: () => quoteEventBooking(q),
    staleTime: 10_000,
    retry: false,
    // The form shows why there is no price in place: no toast.
    meta: { errorInPlace: true },
  });

/** The server's price of a booking (null: the form is not ready to ask). */
export function useEventQuote(q: EventBookingRequest | null) {
  return useQuery({
    ...eventQuoteQueryOptions(q ?? ({} as EventBookingRequest)),
    enabled: q !== null,
  });
}
