import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { switchSession } from './session-cache';
import { PATHS } from '../../../app/paths';
import { AUTH_PATHS } from './paths';

export function logout(): Promise<void> {
  return api<void>(AUTH_PATHS.logout, { method: 'POST' });
}

/** Signs out: the server session ends, the session and its data go, and the user lands on /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = () => {
    switchSession(queryClient, { user: null }, PATHS.login);
    void navigate(PATHS.login, { replace: true });
  };
  return useMutation({
    mutationFn: logout,
    meta: { errorInPlace: true },
    onSettled: finish,
  });
}
