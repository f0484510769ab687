import type { LoginTroubleRequest, MessageResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { AUTH_PATHS } from './paths';

export function loginTrouble(body: LoginTroubleRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.loginTrouble, { method: 'POST', body });
}

export function useLoginTrouble() {
  return useMutation({ mutationFn: loginTrouble });
}
