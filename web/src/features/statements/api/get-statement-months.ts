import type { StatementMonthsResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from './keys';

export function getStatementMonths(): Promise<StatementMonthsResponse> {
  return api<StatementMonthsResponse>('/member/statements');
}

export const statementMonthsQueryOptions = () =>
  queryOptions({
    queryKey: statementsKeys.months(),
    queryFn: getStatementMonths,
    staleTime: 30_000,
  });

/** The member's statement months (newest first) with their totals and the balance. */
export function useStatementMonths() {
  return useQuery(statementMonthsQueryOptions());
}
