import type { FeedbackDetail } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackStaffKeys } from './keys';
import { FEEDBACK_STAFF_PATHS } from './paths';

export function getStaffFeedback(id: number): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_STAFF_PATHS.admin}/${id}`);
}

export const staffFeedbackQueryOptions = (id: number) =>
  queryOptions({ queryKey: feedbackStaffKeys.one(id), queryFn: () => getStaffFeedback(id) });

/** One feedback with its internal notes and history, for the office. */
export function useStaffFeedback(id: number) {
  return useQuery(staffFeedbackQueryOptions(id));
}
