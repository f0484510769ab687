import type { ApprovalParams } from './approvals';

/** The profile's query keys (root 'profile'); the only place they are written. */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
  approvals: () => [...profileKeys.all, 'approvals'] as const,
  approvalList: (q: ApprovalParams) => [...profileKeys.approvals(), q] as const,
};
