import type { MenuItem } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function setItemActive(id: number, active: boolean): Promise<MenuItem> {
  return api<MenuItem>(`${ADMIN_PATHS.items}/${id}/active`, { method: 'PUT', body: { active } });
}

export function useSetItemActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setItemActive(id, active),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
