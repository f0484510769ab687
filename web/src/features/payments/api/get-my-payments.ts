import type { MyPaymentsResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paymentsKeys } from './keys';

export function getMyPayments(pageIndex: number, pageSize: number): Promise<MyPaymentsResponse> {
  return api<MyPaymentsResponse>('/payments', { query: { pageIndex, pageSize } });
}

export const myPaymentsQueryOptions = (pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: paymentsKeys.list(pageIndex, pageSize),
    queryFn: () => getMyPayments(pageIndex, pageSize),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(pageIndex: number, pageSize: number) {
  return useQuery(myPaymentsQueryOptions(pageIndex, pageSize));
}
