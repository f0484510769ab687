import type { FnbOutlet, Outlet } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function pauseOutlet(code: FnbOutlet, paused: boolean): Promise<Outlet> {
  return api<Outlet>(`${ADMIN_PATHS.outlets}/${code}/paused`, {
    method: 'PUT',
    body: { paused },
  });
}

/** Pauses or resumes an outlet's ordering (members see it at once). */
export function usePauseOutlet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, paused }: { code: FnbOutlet; paused: boolean }) =>
      pauseOutlet(code, paused),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
