import type { ForgotPinRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function forgotPin(body: ForgotPinRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/forgot-pin', { method: 'POST', body });
}

export function useForgotPin() {
  return useMutation({ mutationFn: forgotPin });
}
