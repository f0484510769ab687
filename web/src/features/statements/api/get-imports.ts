import type { Paged, StatementImportSummary } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from './keys';
import { STATEMENTS_PATHS } from './paths';

export function getImports(
  pageIndex: number,
  pageSize: number,
): Promise<Paged<StatementImportSummary>> {
  return api<Paged<StatementImportSummary>>(STATEMENTS_PATHS.imports, {
    query: { pageIndex, pageSize },
  });
}

export const importsQueryOptions = (pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: statementsKeys.importList(pageIndex, pageSize),
    queryFn: () => getImports(pageIndex, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Past imports, newest first. */
export function useImports(pageIndex: number, pageSize: number) {
  return useQuery(importsQueryOptions(pageIndex, pageSize));
}
