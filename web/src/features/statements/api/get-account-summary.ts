import type { AccountSummaryResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from './keys';

export function getAccountSummary(): Promise<AccountSummaryResponse> {
  return api<AccountSummaryResponse>('/member/account-summary');
}

export const accountSummaryQueryOptions = () =>
  queryOptions({
    queryKey: statementsKeys.summary(),
    queryFn: getAccountSummary,
    staleTime: 30_000,
  });

/** Balance, last statement and recent activity of the member (dashboard). */
export function useAccountSummary() {
  return useQuery(accountSummaryQueryOptions());
}
