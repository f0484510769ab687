import type { FeedbackFiguresQuery } from '@club/contracts';
import type { StaffFeedbackParams } from './get-feedback-list';

/** The office's feedback query keys (root 'feedback', under 'staff'); the only place they are written. */
export const feedbackStaffKeys = {
  all: ['feedback'] as const,
  staff: () => [...feedbackStaffKeys.all, 'staff'] as const,
  lists: () => [...feedbackStaffKeys.staff(), 'list'] as const,
  list: (q: StaffFeedbackParams) => [...feedbackStaffKeys.lists(), q] as const,
  one: (id: number) => [...feedbackStaffKeys.staff(), 'one', id] as const,
  assignees: () => [...feedbackStaffKeys.staff(), 'assignees'] as const,
  targets: () => [...feedbackStaffKeys.staff(), 'targets'] as const,
  figures: (q: FeedbackFiguresQuery) => [...feedbackStaffKeys.staff(), 'figures', q] as const,
};
