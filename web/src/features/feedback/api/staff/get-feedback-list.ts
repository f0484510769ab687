import type { FeedbackPage, staffFeedbackQuery } from '@club/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackStaffKeys } from './keys';
import { FEEDBACK_STAFF_PATHS } from './paths';

/** The office's list query as the screen sends it (`overdue` as the address writes it). */
export type StaffFeedbackParams = Partial<Omit<z.output<typeof staffFeedbackQuery>, 'overdue'>> & {
  overdue?: 'true';
};

export function getFeedbackList(query: StaffFeedbackParams): Promise<FeedbackPage> {
  return api<FeedbackPage>(FEEDBACK_STAFF_PATHS.admin, { query: { ...query } });
}

export const feedbackListQueryOptions = (query: StaffFeedbackParams) =>
  queryOptions({
    queryKey: feedbackStaffKeys.list(query),
    queryFn: () => getFeedbackList(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the members' feedback, filtered and sorted, for the office. */
export function useFeedbackList(query: StaffFeedbackParams) {
  return useQuery(feedbackListQueryOptions(query));
}
