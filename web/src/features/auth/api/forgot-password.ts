import type { ForgotPasswordRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
