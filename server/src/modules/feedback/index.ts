import type { TopicHandlers } from '../../context.ts';
import { sendReplyMail } from './send-reply-mail.ts';

/** The feedback module's public surface: its topic handlers. */

/** What the feedback module does with its outbox topics. */
export const feedbackTopicHandlers: TopicHandlers = {
  'feedback.replied': sendReplyMail,
};

/** Working time in the office's hours (the demo seed times its feedback with it). */
export { addOfficeMinutes, officeMinutesBetween } from './office-hours.ts';

/** Late at a moment: the office list's overdue rule (the admin dashboard counts with it). */
export { overdueAt } from './view.ts';

/** A feedback made for a member (the chat turns a complaint into one). */
export { createFeedback } from './create-feedback.ts';
