import type { MeResponse } from '@club/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { forgetSavedCopies } from '../../../lib/offline';
import { settingsKeys } from '../../settings';
import { useRedirectStore } from '../stores/redirect-store';
import { authKeys } from './keys';

/**
 * Another session begins on this screen (act-as, stop acting, sign-out): the data of the
 * previous one must not linger (the club's settings stay), the server's answer becomes the
 * session (the `me` query, updated in place so every screen sees it), and the guard sends the
 * user to `redirectTo`.
 */
export function switchSession(queryClient: QueryClient, me: MeResponse, redirectTo: string): void {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== settingsKeys.all[0] && q.queryKey[0] !== authKeys.all[0],
  });
  // Nor may its saved copies (the member's statement and bookings kept for offline reading).
  void forgetSavedCopies();
  useRedirectStore.getState().setRedirect(redirectTo);
  queryClient.setQueryData(authKeys.me(), me);
}

/** A credential change took effect: the session no longer waits for one. */
export function credentialChanged(queryClient: QueryClient): void {
  queryClient.setQueryData<MeResponse>(authKeys.me(), (me) =>
    me?.user?.mustChangeCredential ? { user: { ...me.user, mustChangeCredential: false } } : me,
  );
}
