import type { MeResponse } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { keepOffline } from '../../../lib/api';
import { forgetSavedCopies } from '../../../lib/offline';
import { LANDING, safeFrom } from '../../../lib/safe-path';
import { useRedirectStore } from '../stores/redirect-store';
import { authKeys } from './keys';
import { AUTH_PATHS } from './paths';

/** What both sign-in forms do with the answer (SPEC.md §4 login states). */
export function useSignedIn(from: string | null) {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (data: MeResponse) => {
      // No copy of an earlier session's reads outlives it (lib/offline.ts).
      await forgetSavedCopies();
      // The session opens the member's saved screens offline, as its read would (get-me.ts).
      if (data.user) void keepOffline(AUTH_PATHS.me, data);
      const user = data.user;
      if (user) {
        const target = (!user.mustChangeCredential && safeFrom(from)) || LANDING;
        useRedirectStore.getState().setRedirect(target);
      }
      // The answer holds the user: it becomes the session as it is, without asking again.
      queryClient.setQueryData(authKeys.me(), data);
    },
    onError: () => {
      queryClient.setQueryData<MeResponse>(authKeys.me(), { user: null });
    },
  };
}
