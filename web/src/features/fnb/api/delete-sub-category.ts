import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function deleteSubCategory(id: number): Promise<void> {
  return api<void>(`${ADMIN_PATHS.subCategories}/${id}`, { method: 'DELETE' });
}

/** Deletes an empty sub-category; the server refuses one with items (409). */
export function useDeleteSubCategory() {
  const qc = useQueryClient();
  return useMutation({
    // The screen says why a delete was refused (components/admin/delete-refused.ts).
    meta: { errorInPlace: true },
    mutationFn: deleteSubCategory,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
