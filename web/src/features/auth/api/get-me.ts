import type { MeResponse } from '@club/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getMe(): Promise<MeResponse> {
  return api<MeResponse>('/auth/me');
}

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: Infinity,
    retry: 1,
  });
