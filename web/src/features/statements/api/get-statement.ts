import type { StatementResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '../../../lib/api';
import { statementsKeys } from './keys';

export function getStatement(month: string): Promise<StatementResponse> {
  return api<StatementResponse>(`/member/statements/${month}`);
}

export const statementQueryOptions = (month: string) =>
  queryOptions({
    queryKey: statementsKeys.month(month),
    queryFn: () => getStatement(month),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One month's statement (totals and entries); disabled until a month is chosen. */
export function useStatement(month: string | null) {
  return useQuery({ ...statementQueryOptions(month ?? ''), enabled: !!month });
}

/** Where the browser downloads the month as PDF or CSV (same origin, session cookie). */
export const statementDownloadUrl = (month: string, format: 'pdf' | 'csv') =>
  `${API_BASE}/member/statements/${month}/${format}`;
