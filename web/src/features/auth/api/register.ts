import type { MessageResponse, RegisterRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function register(body: RegisterRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
