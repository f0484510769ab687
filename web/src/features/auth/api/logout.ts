import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { useAuthStore } from '../stores/auth-store';
import { authKeys } from './keys';

export function logout(): Promise<void> {
  return api<void>('/auth/logout', { method: 'POST' });
}

/** Signs out: the server session ends, all auth state resets, and the user lands on /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = () => {
    useAuthStore.getState().reset('/login');
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
    queryClient.setQueryData(authKeys.me(), { user: null });
    void navigate('/login', { replace: true });
  };
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: finish,
  });
}
