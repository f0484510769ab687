import type { MyPaymentsResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@club/contracts/core';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { paymentsKeys } from './keys';
import { PAYMENTS_PATHS } from './paths';

/** The member's payments, their descriptions in the reader's language. */
export function getMyPayments(
  pageIndex: number,
  pageSize: number,
  lang: Language,
): Promise<MyPaymentsResponse> {
  return api<MyPaymentsResponse>(PAYMENTS_PATHS.mine, { query: { pageIndex, pageSize, lang } });
}

export const myPaymentsQueryOptions = (pageIndex: number, pageSize: number, lang: Language) =>
  queryOptions({
    queryKey: paymentsKeys.list(pageIndex, pageSize, lang),
    queryFn: () => getMyPayments(pageIndex, pageSize, lang),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(pageIndex: number, pageSize: number) {
  return useQuery(myPaymentsQueryOptions(pageIndex, pageSize, useLanguage()));
}
