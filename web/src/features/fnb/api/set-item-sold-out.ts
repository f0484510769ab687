import type { MenuItem } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function setItemSoldOut(id: number, soldOut: boolean): Promise<MenuItem> {
  return api<MenuItem>(`${ADMIN_PATHS.items}/${id}/sold-out`, {
    method: 'PUT',
    body: { soldOut },
  });
}

/** Marks an item sold out for the club's today, or back on sale. */
export function useSetItemSoldOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, soldOut }: { id: number; soldOut: boolean }) => setItemSoldOut(id, soldOut),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
