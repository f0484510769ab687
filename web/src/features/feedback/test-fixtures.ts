import type { FeedbackDetail, FeedbackSummary } from '@club/contracts';

/**
 * A feedback as the lists answer it (M1001's open parking note, overdue by default): the office's
 * and the member's pages' tests start from it.
 */
export const summary = (over: Partial<FeedbackSummary> = {}): FeedbackSummary => ({
  id: 31,
  category: 'general',
  link: null,
  linkLabel: '',
  subject: 'Parking at the main gate',
  rating: 3,
  status: 'open',
  version: 0,
  createdAt: '2026-12-01T05:30:00.000Z',
  updatedAt: '2026-12-01T05:30:00.000Z',
  firstReplyDueAt: '2026-12-02T06:00:00.000Z',
  resolutionDueAt: '2026-12-08T06:00:00.000Z',
  firstReplyAt: null,
  resolvedAt: null,
  overdue: true,
  hasPhoto: false,
  answerRating: null,
  memberId: 1,
  memberCode: 'M1001',
  memberName: 'Asha Rao',
  assigneeId: null,
  assigneeName: '',
  ...over,
});

/** The same feedback as its page reads it, with its conversation and history. */
export const detail = (over: Partial<FeedbackDetail> = {}): FeedbackDetail => ({
  ...summary(),
  firstReplyMinutes: null,
  resolutionMinutes: null,
  closedAt: null,
  answerComment: '',
  answerRatedAt: null,
  photoUrl: null,
  messages: [
    {
      id: 1,
      author: 'member',
      authorName: 'Asha Rao',
      internal: false,
      body: 'Cars park across the main gate on weekend evenings.',
      createdAt: '2026-12-01T05:30:00.000Z',
    },
  ],
  history: [{ status: 'open', by: 'Asha Rao', at: '2026-12-01T05:30:00.000Z', reason: '' }],
  ...over,
});

/** The staff users a feedback may be assigned to (the admin of `testStaff()` is id 7). */
export const ASSIGNEES = {
  items: [
    { id: 7, code: 'admin', name: 'Club Administrator' },
    { id: 8, code: 'editor', name: 'Editor' },
  ],
};
