import type { FeedbackStatus } from '@club/contracts';

/** What the member's list asks for: a status or all, and the page. */
export interface MyFeedbackParams {
  status?: FeedbackStatus;
  pageIndex: number;
  pageSize: number;
}

/** The query keys of the feedback area (root 'feedback'); the only place they are written. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  // ---- Member: the own list, one conversation, what a feedback may be linked to.
  mine: () => [...feedbackKeys.all, 'mine'] as const,
  myList: (q: MyFeedbackParams) => [...feedbackKeys.mine(), 'list', q] as const,
  myOne: (id: number) => [...feedbackKeys.mine(), 'one', id] as const,
  linkable: () => [...feedbackKeys.mine(), 'linkable'] as const,
};
