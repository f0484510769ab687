import type { CreateFeedbackRequest, FeedbackDetail } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys } from './keys';
import { FEEDBACK_PATHS } from './paths';

export function createFeedback(body: CreateFeedbackRequest): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(FEEDBACK_PATHS.mine, { method: 'POST', body });
}

/** Adds the photo to a feedback just written (multipart field "photo"). */
export function addFeedbackPhoto(id: number, file: File): Promise<FeedbackDetail> {
  const body = new FormData();
  body.append('photo', file);
  return api<FeedbackDetail>(`${FEEDBACK_PATHS.mine}/${id}/photo`, { method: 'POST', body });
}

/** The member writes to the club (a refusal: the toast, and its field errors on the form). */
export function useCreateFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSettled: () => qc.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}

/** Adds a photo to one of the member's feedback (JPG, PNG or WEBP; the server checks). */
export function useAddFeedbackPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => addFeedbackPhoto(id, file),
    onSuccess: (f) => qc.setQueryData(feedbackKeys.myOne(f.id), f),
    onSettled: () => qc.invalidateQueries({ queryKey: feedbackKeys.mine() }),
  });
}
