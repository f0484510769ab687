import type { Language, StatementResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STATEMENTS_API } from '@club/contracts/core';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { statementsKeys } from './keys';
import { STATEMENTS_PATHS } from './paths';

/** A month's statement, its descriptions and references in the reader's language. */
export function getStatement(month: string, lang: Language): Promise<StatementResponse> {
  return api<StatementResponse>(`${STATEMENTS_PATHS.mine}/${month}`, {
    query: { lang },
    offline: true,
  });
}

export const statementQueryOptions = (month: string, lang: Language) =>
  queryOptions({
    queryKey: statementsKeys.month(month, lang),
    queryFn: () => getStatement(month, lang),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A month read before opens offline from its saved copy (lib/offline.ts).
    networkMode: 'offlineFirst',
  });

/**
 * One month's statement (totals and entries); disabled until a month is chosen. `opened` is
 * the statement the months came with (the newest month's): that month is not asked again.
 */
export function useStatement(
  month: string | null,
  opened?: { statement: StatementResponse; at: number },
) {
  const lang = useLanguage();
  const given = opened && opened.statement.totals.month === month ? opened : undefined;
  return useQuery({
    ...statementQueryOptions(month ?? '', lang),
    enabled: !!month,
    initialData: given?.statement,
    initialDataUpdatedAt: given?.at,
  });
}

/**
 * Where the browser downloads the month as PDF or CSV, in the reader's language (same origin,
 * session cookie).
 */
export const statementDownloadUrl = (month: string, format: 'pdf' | 'csv', lang: Language) =>
  `${STATEMENTS_API.mine}/${month}/${format}?lang=${lang}`;
