import type { MeResponse, MemberLoginRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';
import { AUTH_PATHS } from './paths';

export function memberLogin(body: MemberLoginRequest): Promise<MeResponse> {
  return api<MeResponse>(AUTH_PATHS.memberLogin, { method: 'POST', body });
}

export function useMemberLogin(from: string | null) {
  const { onSuccess, onError } = useSignedIn(from);
  return useMutation({ mutationFn: memberLogin, onSuccess, onError });
}
