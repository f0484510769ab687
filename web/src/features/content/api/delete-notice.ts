import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function deleteNotice(id: number): Promise<void> {
  return api<void>(`${CONTENT_PATHS.admin}/notices/${id}`, { method: 'DELETE' });
}

export function useDeleteNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    // The notice board and the staff's list of every notice.
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.notices() }),
  });
}
