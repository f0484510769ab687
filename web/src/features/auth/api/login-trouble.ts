import type { LoginTroubleRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function loginTrouble(body: LoginTroubleRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/login-trouble', { method: 'POST', body });
}

export function useLoginTrouble() {
  return useMutation({ mutationFn: loginTrouble });
}
