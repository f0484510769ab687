import type { FeedbackLinkableResponse } from '@club/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys } from './keys';
import { FEEDBACK_PATHS } from './paths';

/** The member's recent orders, stays, hall and event bookings a feedback may name. */
export function getFeedbackLinkable(): Promise<FeedbackLinkableResponse> {
  return api<FeedbackLinkableResponse>(FEEDBACK_PATHS.linkable);
}

export function useFeedbackLinkable(enabled = true) {
  return useQuery({ queryKey: feedbackKeys.linkable(), queryFn: getFeedbackLinkable, enabled });
}
