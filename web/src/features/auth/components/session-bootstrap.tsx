import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setUnauthenticatedHandler } from '../../../lib/api';
import { meQueryOptions } from '../api/get-me';
import { authKeys } from '../api/keys';
import { useAuthStore } from '../stores/auth-store';

/** Loads the session once (GET /api/auth/me) and clears it when any call answers 401. */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const ready = useAuthStore((s) => s.ready);

  useEffect(() => {
    if (ready) return;
    if (me.isSuccess) useAuthStore.getState().setSession(me.data.user);
    else if (me.isError) useAuthStore.getState().setSession(null);
  }, [ready, me.isSuccess, me.isError, me.data]);

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      if (useAuthStore.getState().user) {
        useAuthStore.getState().reset();
        queryClient.setQueryData(authKeys.me(), { user: null });
      }
    });
    return () => setUnauthenticatedHandler(null);
  }, [queryClient]);

  return <>{children}</>;
}
