import type { ChangePasswordRequest, MessageResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuthStore } from '../stores/auth-store';
import { authKeys } from './keys';

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      const user = useAuthStore.getState().user;
      if (user?.mustChangeCredential) {
        const next = { ...user, mustChangeCredential: false };
        useAuthStore.getState().updateUser(next);
        queryClient.setQueryData(authKeys.me(), { user: next });
      }
    },
  });
}
