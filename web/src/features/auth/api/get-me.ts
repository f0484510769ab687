import type { MeResponse } from '@club/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authKeys } from './keys';

export function getMe(): Promise<MeResponse> {
  return api<MeResponse>('/auth/me');
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    staleTime: Infinity,
    retry: 1,
  });
