import type { MeResponse } from '@club/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setUnauthenticatedHandler } from '../../../lib/api';
import { forgetSavedCopies } from '../../../lib/offline';
import { meQueryOptions } from '../api/get-me';
import { authKeys } from '../api/keys';
import { useRedirectStore } from '../stores/redirect-store';

/** Asks for the session once (GET /api/auth/me) and clears it when any call answers 401. */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useQuery(meQueryOptions());

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      void forgetSavedCopies();
      if (!queryClient.getQueryData<MeResponse>(authKeys.me())?.user) return;
      useRedirectStore.getState().clearRedirect();
      queryClient.setQueryData<MeResponse>(authKeys.me(), { user: null });
    });
    return () => setUnauthenticatedHandler(null);
  }, [queryClient]);

  return <>{children}</>;
}
