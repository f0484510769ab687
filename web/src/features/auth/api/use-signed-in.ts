import type { MeResponse } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LANDING, safeFrom } from '../../../lib/safe-path';
import { useRedirectStore } from '../stores/redirect-store';
import { authKeys } from './keys';

/** What both sign-in forms do with the answer (SPEC.md §4 login states). */
export function useSignedIn(from: string | null) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (data: MeResponse) => {
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
