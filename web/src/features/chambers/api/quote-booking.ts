import type { ChamberQuote, ChamberQuoteRequest } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function quoteBooking(body: ChamberQuoteRequest): Promise<ChamberQuote> {
  return api<ChamberQuote>(CHAMBERS_PATHS.quote, { method: 'POST', body });
}

export const quoteQueryOptions = (q: ChamberQuoteRequest) =>
  queryOptions({
    queryKey: chambersKeys.quote(q),
    queryFn: () => quoteBooking(q),
    staleTime: 10_000,
    retry: false,
    // The form shows why there is no price (dates, rooms): no toast.
    meta: { errorInPlace: true },
  });

/** The price of a stay, once its fields are complete (null: not yet). */
export function useQuote(q: ChamberQuoteRequest | null) {
  return useQuery({
    ...quoteQueryOptions(q ?? ({} as ChamberQuoteRequest)),
    enabled: q !== null,
  });
}
