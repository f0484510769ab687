import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';

export function deleteIssue(id: number): Promise<void> {
  return api<void>(`/admin/content/magazine/${id}`, { method: 'DELETE' });
}

export function useDeleteIssue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteIssue,
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.magazine() }),
  });
}
