import type { ProfileApprovalsPage, ProfileRequest, profileApprovalsQuery } from '@club/contracts';
import type { z } from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from './keys';
import { PROFILE_PATHS } from './paths';

/** The queue's query as the screen sends it. */
export type ApprovalParams = Partial<z.output<typeof profileApprovalsQuery>>;

export function getApprovals(query: ApprovalParams): Promise<ProfileApprovalsPage> {
  return api<ProfileApprovalsPage>(PROFILE_PATHS.approvals, { query: { ...query } });
}

export const approvalsQueryOptions = (query: ApprovalParams) =>
  queryOptions({
    queryKey: profileKeys.approvalList(query),
    queryFn: () => getApprovals(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the office's approval queue. */
export function useApprovals(query: ApprovalParams) {
  return useQuery(approvalsQueryOptions(query));
}

/** Approves (no reason) or rejects (with one) a pending request; the queue is read anew. */
export function useDecideRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: number; reject?: { reason: string } }) =>
      api<ProfileRequest>(
        `${PROFILE_PATHS.approvals}/${id}/${reject ? 'reject' : 'approve'}`,
        reject ? { method: 'POST', body: reject } : { method: 'POST' },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: profileKeys.approvals() }),
  });
}
