import type { ForgotPinRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { AUTH_PATHS } from './paths';

export function forgotPin(body: ForgotPinRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.forgotPin, { method: 'POST', body });
}

export function useForgotPin() {
  return useMutation({ mutationFn: forgotPin });
}
