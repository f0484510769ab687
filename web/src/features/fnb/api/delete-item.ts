import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function deleteItem(id: number): Promise<void> {
  return api<void>(`${ADMIN_PATHS.items}/${id}`, { method: 'DELETE' });
}

/** Deletes an item never ordered; the server refuses one that was (409: deactivate it). */
export function useDeleteItem() {
  const qc = useQueryClient();
  return useMutation({
    // The screen says why a delete was refused (components/admin/delete-refused.ts).
    meta: { errorInPlace: true },
    mutationFn: deleteItem,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
