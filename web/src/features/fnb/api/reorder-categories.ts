import type { FnbOutlet } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { getAllCategories } from './get-categories';
import { fnbKeys } from './keys';
import { moveId } from '../lib/move-id';

export function reorderCategories(ids: number[]): Promise<void> {
  return api<void>(`${ADMIN_PATHS.categories}/order`, { method: 'PUT', body: { ids } });
}

/**
 * Moves one category a place up or down among all its outlet's categories: reads the
 * outlet's whole order (the list on screen is one page of it) and sends it changed.
 */
export function useMoveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ outlet, id, by }: { outlet: FnbOutlet; id: number; by: -1 | 1 }) => {
      const ids = (await getAllCategories(outlet)).map((c) => c.id);
      const moved = moveId(ids, id, by);
      if (moved) await reorderCategories(moved);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
