import type { MyProfile, ProfileChangeRequest, UpdateMyDetailsRequest } from '@club/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from './keys';
import { PROFILE_PATHS } from './paths';

export function getMyProfile(): Promise<MyProfile> {
  return api<MyProfile>(PROFILE_PATHS.mine);
}

/** The signed-in member's profile: record, family, requests. */
export function useMyProfile() {
  return useQuery({ queryKey: profileKeys.mine(), queryFn: getMyProfile });
}

/** Every change answers the profile as it is afterwards: it replaces the one shown. */
function useProfileChange<V>(fn: (v: V) => Promise<MyProfile>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (p) => qc.setQueryData(profileKeys.mine(), p),
  });
}

/** The details the member changes alone (mobile, e-mail, language, consents). */
export function useUpdateMyDetails() {
  return useProfileChange((body: UpdateMyDetailsRequest) =>
    api<MyProfile>(PROFILE_PATHS.mine, { method: 'PUT', body }),
  );
}

/** A change for the office's approval (address, name, a dependent added or removed). */
export function useRequestChange() {
  return useProfileChange((body: ProfileChangeRequest) =>
    api<MyProfile>(PROFILE_PATHS.requests, { method: 'POST', body }),
  );
}

/** Withdraws one of the member's pending requests. */
export function useWithdrawRequest() {
  return useProfileChange((id: number) =>
    api<MyProfile>(`${PROFILE_PATHS.requests}/${id}/withdraw`, { method: 'POST' }),
  );
}

/** Sets the member's own photo. */
export function useUploadMyPhoto() {
  return useProfileChange((file: File) => {
    const body = new FormData();
    body.append('photo', file);
    return api<MyProfile>(`${PROFILE_PATHS.mine}/photo`, { method: 'PUT', body });
  });
}

/** Removes the member's own photo. */
export function useRemoveMyPhoto() {
  return useProfileChange(() =>
    api<MyProfile>(`${PROFILE_PATHS.mine}/photo`, { method: 'DELETE' }),
  );
}
