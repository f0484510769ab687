import type { AccountSummaryResponse, Language } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { statementsKeys } from './keys';
import { STATEMENTS_PATHS } from './paths';

export function getAccountSummary(lang: Language): Promise<AccountSummaryResponse> {
  return api<AccountSummaryResponse>(STATEMENTS_PATHS.accountSummary, {
    query: { lang },
    offline: true,
  });
}

export const accountSummaryQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: statementsKeys.summary(lang),
    queryFn: () => getAccountSummary(lang),
    // The server draws a member's page with its first read embedded (page-head.ts).
    initialData: () =>
      embedded<AccountSummaryResponse>(
        STATEMENTS_PATHS.accountSummary,
        { lang },
        { offline: true },
      ),
    networkMode: 'offlineFirst',
    staleTime: 30_000,
  });

/** Balance, last statement and recent activity of the member (dashboard), in their language. */
export function useAccountSummary() {
  return useQuery(accountSummaryQueryOptions(useLanguage()));
}
