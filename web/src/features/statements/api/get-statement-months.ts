import type { Language, MemberStatementMonthsResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { statementsKeys } from './keys';
import { STATEMENTS_PATHS } from './paths';

/** The months, and the newest month's statement in the reader's language. */
export function getStatementMonths(lang: Language): Promise<MemberStatementMonthsResponse> {
  return api<MemberStatementMonthsResponse>(STATEMENTS_PATHS.mine, {
    query: { lang },
    offline: true,
  });
}

export const statementMonthsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: statementsKeys.months(lang),
    queryFn: () => getStatementMonths(lang),
    // The server draws a member's page with its first read embedded (page-head.ts).
    initialData: () =>
      embedded<MemberStatementMonthsResponse>(STATEMENTS_PATHS.mine, { lang }, { offline: true }),
    // Read offline from the copy last saved (lib/offline.ts): the last statement.
    networkMode: 'offlineFirst',
    // A language switch keeps the months shown while they are asked in the new language.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The member's statement months (newest first) with their totals and the balance, and the
 * newest month's statement: the page shows it without asking again.
 */
export function useStatementMonths() {
  return useQuery(statementMonthsQueryOptions(useLanguage()));
}
