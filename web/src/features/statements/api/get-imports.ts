import type { Paged, StatementImportSummary } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from './keys';

export function getImports(
  pageIndex: number,
  pageSize: number,
): Promise<Paged<StatementImportSummary>> {
  return api<Paged<StatementImportSummary>>('/admin/statement-imports', {
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
