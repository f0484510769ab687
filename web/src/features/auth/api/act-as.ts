import type { ActAsRequest, MeResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuthStore } from '../stores/auth-store';
import { authKeys } from './keys';

/** Admin: act as a member at the front desk. */
export function actAs(body: ActAsRequest): Promise<MeResponse> {
  return api<MeResponse>('/auth/act-as', { method: 'POST', body });
}

export function useActAs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actAs,
    onSuccess: (data) => {
      if (!data.user) return;
      // Member-scoped data of a previous member must not linger.
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'auth',
      });
      queryClient.setQueryData(authKeys.me(), data);
      useAuthStore.getState().updateUser(data.user, '/dashboards/default');
    },
  });
}
