import type { ActiveSessionsResponse, SignedOutResponse } from '@club/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { privacyKeys } from './keys';
import { PRIVACY_PATHS } from './paths';

export function getMySessions(): Promise<ActiveSessionsResponse> {
  return api<ActiveSessionsResponse>(PRIVACY_PATHS.sessions);
}

/** The signed-in account's live sessions (shown in place when the read fails). */
export function useMySessions() {
  return useQuery({
    queryKey: privacyKeys.sessions(),
    queryFn: getMySessions,
    meta: { errorInPlace: true },
  });
}

export function signOutSession(id: number): Promise<void> {
  return api<void>(`${PRIVACY_PATHS.sessions}/${id}`, { method: 'DELETE' });
}

/** Signs out one other session (a refusal is the usual toast); the list is read again. */
export function useSignOutSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSettled: () => qc.invalidateQueries({ queryKey: privacyKeys.sessions() }),
  });
}

export function signOutOtherSessions(): Promise<SignedOutResponse> {
  return api<SignedOutResponse>(`${PRIVACY_PATHS.sessions}/others`, { method: 'POST' });
}

/** Signs out every other session of the account; the list is read again. */
export function useSignOutOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => qc.invalidateQueries({ queryKey: privacyKeys.sessions() }),
  });
}
