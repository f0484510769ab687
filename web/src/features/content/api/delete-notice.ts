import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function deleteNotice(id: number): Promise<void> {
  return api<void>(`/admin/content/notices/${id}`, { method: 'DELETE' });
}

export function useDeleteNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'notices'] });
      void qc.invalidateQueries({ queryKey: ['notices'] });
    },
  });
}
