import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function reorderSubCategories(categoryId: number, ids: number[]): Promise<void> {
  return api<void>(`${ADMIN_PATHS.categories}/${categoryId}/sub-categories/order`, {
    method: 'PUT',
    body: { ids },
  });
}

/** Sends a category's sub-categories in their new order (all of them). */
export function useReorderSubCategories() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, ids }: { categoryId: number; ids: number[] }) =>
      reorderSubCategories(categoryId, ids),
    onSettled: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
