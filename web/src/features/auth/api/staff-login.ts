import type { MeResponse, StaffLoginRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

export function staffLogin(body: StaffLoginRequest): Promise<MeResponse> {
  return api<MeResponse>('/auth/staff/login', { method: 'POST', body });
}

export function useStaffLogin(from: string | null) {
  const { onSuccess, onError } = useSignedIn(from);
  return useMutation({ mutationFn: staffLogin, onSuccess, onError });
}
