import type { FeedbackDetail, FeedbackPage } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys, type MyFeedbackParams } from './keys';
import { FEEDBACK_PATHS } from './paths';

/** The member's own feedback, newest first, one page. */
export function getMyFeedbackList(q: MyFeedbackParams): Promise<FeedbackPage> {
  return api<FeedbackPage>(FEEDBACK_PATHS.mine, {
    query: { status: q.status, pageIndex: q.pageIndex, pageSize: q.pageSize },
  });
}

export const myFeedbackListQueryOptions = (q: MyFeedbackParams) =>
  queryOptions({
    queryKey: feedbackKeys.myList(q),
    queryFn: () => getMyFeedbackList(q),
    placeholderData: keepPreviousData,
  });

/** "My Feedback": the signed-in member's conversations with the club. */
export function useMyFeedbackList(q: MyFeedbackParams) {
  return useQuery(myFeedbackListQueryOptions(q));
}

export function getMyFeedback(id: number): Promise<FeedbackDetail> {
  return api<FeedbackDetail>(`${FEEDBACK_PATHS.mine}/${id}`);
}

/** One of the member's own feedback with its conversation (another's: 404, shown in place). */
export function useMyFeedback(id: number) {
  return useQuery({
    queryKey: feedbackKeys.myOne(id),
    queryFn: () => getMyFeedback(id),
    meta: { errorInPlace: true },
    retry: false,
  });
}
