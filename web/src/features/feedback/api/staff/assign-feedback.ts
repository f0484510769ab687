import type { AssignFeedbackRequest, FeedbackDetail } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackChanged } from './feedback-changed';
import { FEEDBACK_STAFF_PATHS } from './paths';

export type AssignInput = AssignFeedbackRequest & { id: number };

export function assignFeedback({ id, ...body }: AssignInput): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_STAFF_PATHS.admin}/${id}/assignee`, {
    method: 'PUT',
    body,
  });
}

/** Assigns a feedback to a staff user or nobody, on the version seen (409 when it moved on). */
export function useAssignFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: assignFeedback,
    onSuccess: (answer) => feedbackChanged(qc, answer),
  });
}
