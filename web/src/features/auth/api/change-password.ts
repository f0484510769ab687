import type { ChangePasswordRequest, MessageResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { credentialChanged } from './session-cache';
import { AUTH_PATHS } from './paths';

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.changePassword, { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => credentialChanged(queryClient),
  });
}
