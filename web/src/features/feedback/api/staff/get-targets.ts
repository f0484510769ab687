import type { FeedbackTargetsResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackStaffKeys } from './keys';
import { FEEDBACK_STAFF_PATHS } from './paths';

export function getTargets(): Promise<FeedbackTargetsResponse> {
  return api<FeedbackTargetsResponse>(FEEDBACK_STAFF_PATHS.targets);
}

export const targetsQueryOptions = () =>
  queryOptions({ queryKey: feedbackStaffKeys.targets(), queryFn: getTargets });

/** The response targets by category, in office hours. */
export function useTargets() {
  return useQuery(targetsQueryOptions());
}
