import type { MessageResponse, ResetRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Sets a new PIN (member) or password (staff) from an emailed link. */
export function resetSecret(body: ResetRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/auth/reset', { method: 'POST', body });
}

export function useResetSecret() {
  return useMutation({ mutationFn: resetSecret });
}
