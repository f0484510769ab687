import type { MeResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuthStore } from '../stores/auth-store';
import { authKeys } from './keys';

/** Admin: stop acting as a member. */
export function stopActing(): Promise<MeResponse> {
  return api<MeResponse>('/auth/act-as', { method: 'DELETE' });
}

export function useStopActing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopActing,
    onSuccess: (data) => {
      if (!data.user) return;
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'auth',
      });
      queryClient.setQueryData(authKeys.me(), data);
      useAuthStore.getState().updateUser(data.user, '/dashboards/default');
    },
  });
}
