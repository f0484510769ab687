import type { FeedbackDetail, MemberReplyRequest, RateFeedbackRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys } from './keys';
import { FEEDBACK_PATHS } from './paths';

export function replyToFeedback(id: number, body: MemberReplyRequest): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_PATHS.mine}/${id}/replies`, { method: 'POST', body });
}

/** The member writes again (reopens a resolved one; refused once closed: 409 toast). */
export function useReplyToFeedback(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberReplyRequest) => replyToFeedback(id, body),
    onSuccess: (f) => qc.setQueryData(feedbackKeys.myOne(id), f),
    onSettled: () => qc.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}

export function rateFeedbackAnswer(id: number, body: RateFeedbackRequest): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_PATHS.mine}/${id}/rating`, { method: 'PUT', body });
}

/** The member rates the office's answer, once, when resolved or closed. */
export function useRateFeedbackAnswer(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RateFeedbackRequest) => rateFeedbackAnswer(id, body),
    onSuccess: (f) => qc.setQueryData(feedbackKeys.myOne(id), f),
    onSettled: () => qc.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}
