import type { StatementImportResultResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from './keys';
import { STATEMENTS_PATHS } from './paths';

export function importFile(file: File): Promise<StatementImportResultResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<StatementImportResultResponse>(STATEMENTS_PATHS.imports, { method: 'POST', body });
}

/** Imports a bill file (all rows or none; the same file again changes nothing). */
export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKeys.imports() }),
  });
}
