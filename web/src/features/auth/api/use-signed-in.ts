import type { MeResponse } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n';
import { errorText } from '../../../lib/notify';
import { LANDING, safeFrom } from '../../../lib/safe-path';
import { useAuthStore } from '../stores/auth-store';
import { authKeys } from './keys';
import { setLanguage } from './set-language';

/** The store transitions shared by both sign-in forms (SPEC.md §4 login states). */
export function useSignedIn(from: string | null) {
  const queryClient = useQueryClient();
  return {
    onPending: () => useAuthStore.getState().loginPending(),
    onSuccess: (data: MeResponse) => {
      const user = data.user;
      if (!user) {
        useAuthStore.getState().loginFail('');
        return;
      }
      queryClient.setQueryData(authKeys.me(), data);
      const target = (!user.mustChangeCredential && safeFrom(from)) || LANDING;
      useAuthStore.getState().loginSuccess(user, target);
      // Mails follow the language the user sees the portal in.
      const lang = currentLanguage();
      if (user.language !== lang) void setLanguage(lang).catch(() => undefined);
    },
    onError: (error: unknown) => {
      queryClient.setQueryData(authKeys.me(), { user: null });
      useAuthStore.getState().loginFail(errorText(error));
    },
  };
}
