import type { FeedbackAssigneesResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackStaffKeys } from './keys';
import { FEEDBACK_STAFF_PATHS } from './paths';

export function getAssignees(): Promise<FeedbackAssigneesResponse> {
  return api<FeedbackAssigneesResponse>(FEEDBACK_STAFF_PATHS.assignees);
}

export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: feedbackStaffKeys.assignees(),
    queryFn: getAssignees,
    staleTime: 60_000,
  });

/** The active staff users a feedback may be assigned to (the assignee filter and select). */
export function useAssignees() {
  return useQuery(assigneesQueryOptions());
}
