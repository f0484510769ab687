import type { MenuItem, MenuItemRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function createItem(body: MenuItemRequest): Promise<MenuItem> {
  return api<MenuItem>(ADMIN_PATHS.items, { method: 'POST', body });
}

export function useCreateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
