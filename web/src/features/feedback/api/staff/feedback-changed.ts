import type { FeedbackDetail } from '@club/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { feedbackStaffKeys } from './keys';

/**
 * After the office changed a feedback: the detail shows the server's answer at once, and the
 * lists and figures (the office's, and the member's under the same root) read again.
 */
export function feedbackChanged(qc: QueryClient, answer: FeedbackDetail): void {
  qc.setQueryData(feedbackStaffKeys.one(answer.id), answer);
  void qc.invalidateQueries({
    queryKey: feedbackStaffKeys.all,
    predicate: (q) => q.queryKey[2] !== 'one' || q.queryKey[3] !== answer.id,
  });
}
