import type { MenuItem, MenuItemRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function updateItem(id: number, body: MenuItemRequest): Promise<MenuItem> {
  return api<MenuItem>(`${ADMIN_PATHS.items}/${id}`, { method: 'PUT', body });
}

export function useUpdateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MenuItemRequest }) => updateItem(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
