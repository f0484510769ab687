import type { FeedbackFiguresQuery, FeedbackFiguresResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { feedbackStaffKeys } from './keys';
import { FEEDBACK_STAFF_PATHS } from './paths';

export function getFigures(query: FeedbackFiguresQuery): Promise<FeedbackFiguresResponse> {
  return api<FeedbackFiguresResponse>(FEEDBACK_STAFF_PATHS.figures, { query: { ...query } });
}

export const figuresQueryOptions = (query: FeedbackFiguresQuery) =>
  queryOptions({
    queryKey: feedbackStaffKeys.figures(query),
    queryFn: () => getFigures(query),
    placeholderData: keepPreviousData,
  });

/** The figures by category and month (medians in office minutes, the answers' rating). */
export function useFigures(query: FeedbackFiguresQuery) {
  return useQuery(figuresQueryOptions(query));
}
