import type { ChangePinRequest, MessageResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { credentialChanged } from './session-cache';
import { AUTH_PATHS } from './paths';

export function changePin(body: ChangePinRequest): Promise<MessageResponse> {
  return api<MessageResponse>(AUTH_PATHS.changePin, { method: 'POST', body });
}

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePin, onSuccess: () => credentialChanged(queryClient) });
}
