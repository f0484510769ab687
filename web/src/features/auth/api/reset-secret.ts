import type { MessageResponse, ResetRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { AUTH_PATHS } from './paths';

/** Sets a new PIN (member) or password (staff) from an emailed link. */
export function resetSecret(body: ResetRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.reset, { method: 'POST', body });
}

export function useResetSecret() {
  return useMutation({ mutationFn: resetSecret });
}
