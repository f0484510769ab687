import type { MeResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { switchSession } from './session-cache';
import { PATHS } from '../../../app/paths';
import { AUTH_PATHS } from './paths';

/** Admin: stop acting as a member. */
export function stopActing(): Promise<MeResponse> {
  return api<MeResponse>(AUTH_PATHS.actAs, { method: 'DELETE' });
}

export function useStopActing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopActing,
    onSuccess: (data) => {
      if (data.user) switchSession(queryClient, data, PATHS.dashboard);
    },
  });
}
