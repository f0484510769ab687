import type { ActAsRequest, MeResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { switchSession } from './session-cache';
import { PATHS } from '../../../app/paths';
import { AUTH_PATHS } from './paths';

/** Admin: act as a member at the front desk. */
export function actAs(body: ActAsRequest): Promise<MeResponse> {
  return api<MeResponse>(AUTH_PATHS.actAs, { method: 'POST', body });
}

export function useActAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actAs,
    onSuccess: (data) => {
      if (data.user) switchSession(queryClient, data, PATHS.dashboard);
    },
  });
}
