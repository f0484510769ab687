import type { StatementImportDetailResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from './keys';
import { STATEMENTS_PATHS } from './paths';

export function getImport(id: number): Promise<StatementImportDetailResponse> {
  return api<StatementImportDetailResponse>(`${STATEMENTS_PATHS.imports}/${id}`);
}

export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: statementsKeys.import(id),
    queryFn: () => getImport(id),
    staleTime: 60_000,
  });

/** One import and the rows it brought in; disabled while no import is chosen. */
export function useImport(id: number | null) {
  return useQuery({ ...importQueryOptions(id ?? 0), enabled: id !== null });
}
