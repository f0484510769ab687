import type { ClubCheckAnswerRequest, ClubCheckView } from '@club/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function getClubCheck(token: string): Promise<ClubCheckView> {
  return api<ClubCheckView>(CHAMBERS_PATHS.clubCheck, { query: { token } });
}

export const clubCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: chambersKeys.clubCheck(token),
    queryFn: () => getClubCheck(token),
    retry: false,
    meta: { errorInPlace: true },
  });

/** The request an affiliated club's link names (the page shows its errors in place). */
export function useClubCheck(token: string) {
  return useQuery({ ...clubCheckQueryOptions(token), enabled: token !== '' });
}

export function answerClubCheck(body: ClubCheckAnswerRequest): Promise<ClubCheckView> {
  return api<ClubCheckView>(CHAMBERS_PATHS.clubCheck, { method: 'POST', body });
}

/** The club verifies or declines (what its link is for); the page shows the outcome. */
export function useAnswerClubCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: answerClubCheck,
    meta: { errorInPlace: true },
    onSuccess: (view, body) => qc.setQueryData(chambersKeys.clubCheck(body.token), view),
  });
}
