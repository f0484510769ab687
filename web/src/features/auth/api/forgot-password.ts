import type { ForgotPasswordRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { AUTH_PATHS } from './paths';

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.forgotPassword, { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
