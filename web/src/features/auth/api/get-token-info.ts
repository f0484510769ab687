import type { TokenInfoResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authKeys } from './keys';
import { AUTH_PATHS } from './paths';

export function getTokenInfo(token: string): Promise<TokenInfoResponse> {
  return api<TokenInfoResponse>(AUTH_PATHS.token, { query: { token } });
}

export const tokenInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.token(token),
    queryFn: () => getTokenInfo(token),
    staleTime: Infinity,
    retry: false,
    // The page explains a bad link itself.
    meta: { errorInPlace: true },
  });

export function useTokenInfo(token: string) {
  return useQuery({ ...tokenInfoQueryOptions(token), enabled: token.length > 0 });
}
