import type { FeedbackDetail, StaffReplyRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackChanged } from './feedback-changed';
import { FEEDBACK_STAFF_PATHS } from './paths';

export type StaffReplyInput = StaffReplyRequest & { id: number };

export function replyToFeedback({ id, ...body }: StaffReplyInput): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_STAFF_PATHS.admin}/${id}/replies`, {
    method: 'POST',
    body,
  });
}

/** Replies to the member (who is mailed) or, `internal`, adds a note the member never sees. */
export function useReplyToFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: replyToFeedback,
    onSuccess: (answer) => feedbackChanged(qc, answer),
  });
}
