import type { MessageResponse, RegisterRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { AUTH_PATHS } from './paths';

export function register(body: RegisterRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.register, { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
