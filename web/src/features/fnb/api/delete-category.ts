import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function deleteCategory(id: number): Promise<void> {
  return api<void>(`${ADMIN_PATHS.categories}/${id}`, { method: 'DELETE' });
}

/** Deletes an empty category; the server refuses one with sub-categories or items (409). */
export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    // The screen says why a delete was refused (components/admin/delete-refused.ts).
    meta: { errorInPlace: true },
    mutationFn: deleteCategory,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
