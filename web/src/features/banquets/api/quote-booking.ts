import type { BanquetQuote, BanquetQuoteRequest } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

export function quoteHallBooking(body: BanquetQuoteRequest): Promise<BanquetQuote> {
  return api<BanquetQuote>(BANQUETS_PATHS.quote, { method: 'POST', body });
}

export const hallQuoteQueryOptions = (q: BanquetQuoteRequest) =>
  queryOptions({
    queryKey: banquetsKeys.quote(q),
    queryFn: () => quoteHallBooking(q),
    staleTime: 10_000,
    retry: false,
    // The summary shows why there is no price: no toast.
    meta: { errorInPlace: true },
  });

/** The price of a function broken down, once its details and menu are complete (null: not yet). */
export function useHallQuote(q: BanquetQuoteRequest | null) {
  return useQuery({
    ...hallQuoteQueryOptions(q ?? ({} as BanquetQuoteRequest)),
    enabled: q !== null,
  });
}
