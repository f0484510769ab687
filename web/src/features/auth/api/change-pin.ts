import type { ChangePinRequest, MessageResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuthStore } from '../stores/auth-store';
import { authKeys } from './keys';

export function changePin(body: ChangePinRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/change-pin', { method: 'POST', body });
}

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePin,
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
