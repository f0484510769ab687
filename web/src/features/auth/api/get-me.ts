import type { MeResponse, SessionUser } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { authKeys } from './keys';
import { AUTH_PATHS } from './paths';

export function getMe(): Promise<MeResponse> {
  return api<MeResponse>(AUTH_PATHS.me, { offline: true });
}

/**
 * The signed-in user: the one owner of the session on the web. Sign-in, sign-out, act-as and
 * a credential change write the server's answer here (setQueryData); nothing copies it. The
 * sign-in page's HTML carries the answer for a visitor with no session cookie (nobody: the
 * server's page-head.ts), so the page shows at once, as the server drew it.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    initialData: () => embedded<MeResponse>(AUTH_PATHS.me, undefined, { offline: true }),
    // Offline, the session last read opens the member's saved screens (lib/offline.ts).
    networkMode: 'offlineFirst',
    staleTime: Infinity,
    retry: 1,
  });

const selectUser = (me: MeResponse) => me.user;

/** The signed-in user, or null (signed out, or the session is not known yet). */
export function useCurrentUser(): SessionUser | null {
  return useQuery({ ...meQueryOptions(), select: selectUser }).data ?? null;
}

/**
 * The session for the guard: `ready` once the first answer arrived (a public page renders
 * before that, on the server too, where no query runs).
 */
export function useSession(): { ready: boolean; user: SessionUser | null } {
  const me = useQuery(meQueryOptions());
  return { ready: me.status !== 'pending', user: me.data?.user ?? null };
}
