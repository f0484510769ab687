import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function deleteIssue(id: number): Promise<void> {
  return api<void>(`${CONTENT_PATHS.admin}/magazine/${id}`, { method: 'DELETE' });
}

export function useDeleteIssue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteIssue,
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.magazine() }),
  });
}
