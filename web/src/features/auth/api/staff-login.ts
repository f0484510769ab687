import type { MeResponse, StaffLoginRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';
import { AUTH_PATHS } from './paths';

export function staffLogin(body: StaffLoginRequest): Promise<MeResponse> {
  return api<MeResponse>(AUTH_PATHS.staffLogin, { method: 'POST', body });
}

export function useStaffLogin(from: string | null) {
  const { onSuccess, onError } = useSignedIn(from);
  return useMutation({ mutationFn: staffLogin, onSuccess, onError });
}
