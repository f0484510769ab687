import type { FeedbackTargetsResponse, UpdateFeedbackTargetsRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackStaffKeys } from './keys';
import { FEEDBACK_STAFF_PATHS } from './paths';

export function updateTargets(
  body: UpdateFeedbackTargetsRequest,
): Promise<FeedbackTargetsResponse> {
  return api<FeedbackTargetsResponse>(FEEDBACK_STAFF_PATHS.targets, { method: 'PUT', body });
}

/** Changes the response targets; new feedback is due by them (the lists read again). */
export function useUpdateTargets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateTargets,
    onSuccess: (answer) => {
      qc.setQueryData(feedbackStaffKeys.targets(), answer);
      void qc.invalidateQueries({ queryKey: feedbackStaffKeys.lists() });
    },
  });
}
