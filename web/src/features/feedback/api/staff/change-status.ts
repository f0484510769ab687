import type { FeedbackDetail, FeedbackStatusRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackChanged } from './feedback-changed';
import { FEEDBACK_STAFF_PATHS } from './paths';

export type StatusInput = FeedbackStatusRequest & { id: number };

export function changeFeedbackStatus({ id, ...body }: StatusInput): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_STAFF_PATHS.admin}/${id}/status`, {
    method: 'PUT',
    body,
  });
}

/** Resolves, closes or reopens a feedback, on the version seen (409 when it moved on). */
export function useChangeFeedbackStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeFeedbackStatus,
    onSuccess: (answer) => feedbackChanged(qc, answer),
  });
}
