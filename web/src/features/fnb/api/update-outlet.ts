import type { FnbOutlet, Outlet, UpdateOutletRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function updateOutlet(code: FnbOutlet, body: UpdateOutletRequest): Promise<Outlet> {
  return api<Outlet>(`${ADMIN_PATHS.outlets}/${code}`, { method: 'PUT', body });
}

/** Changes an outlet's hours, lead time and pickup-slot capacity; the menus refresh. */
export function useUpdateOutlet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: FnbOutlet; body: UpdateOutletRequest }) =>
      updateOutlet(code, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
