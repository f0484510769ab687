import type { ImportCommitResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membersKeys } from './keys';
import { MEMBERS_PATHS } from './paths';

export function commitImport(file: File): Promise<ImportCommitResponse> {
  const body = new FormData();
  body.append('file', file);
  return api<ImportCommitResponse>(MEMBERS_PATHS.import, { method: 'POST', body });
}

/** Imports a members file; every members query refetches. */
export function useCommitImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () => void qc.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
